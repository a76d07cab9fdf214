// The client files compressed once, after `remix vite:build` and the model copy (npm run build):
// brotli and gzip at level 9 beside each hashed script and style (build/client/assets) and each
// on-device model file (build/client/models: WebAssembly, model weights, loaders). The server sends
// these instead of compressing every request (server/app.js, builtFiles): fewer bytes for phones on
// slow networks, no compression work per request — a model's 6 MB WebAssembly would otherwise be
// compressed again for every visitor. docs/decisions/0031-page-load.md
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const FOLDERS = [
  // Small text files: brotli's best quality is worth its time.
  { dir: "build/client/assets", files: /\.(js|css)$/, quality: constants.BROTLI_MAX_QUALITY },
  // Megabytes of WebAssembly and weights: quality 9 gives nearly all of 11's saving in a tenth of the time.
  { dir: "build/client/models", files: /\.(js|wasm|data|tflite)$/, quality: 9 },
];
/** A copy that saves less than this share of the file is not kept (model weights hardly compress). */
const WORTH_KEEPING = 0.9;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

for (const { dir, files, quality } of FOLDERS) {
  let raw = 0;
  let br = 0;
  let count = 0;
  for (const file of (await filesBelow(dir)).filter((name) => files.test(name))) {
    const source = await readFile(file);
    const [brotliBytes, gzipBytes] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: /\.(js|css)$/.test(file) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipped(source, { level: 9 }),
    ]);
    if (brotliBytes.length > source.length * WORTH_KEEPING) continue;
    await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
    raw += source.length;
    br += brotliBytes.length;
    count += 1;
  }
  console.log(`Compressed ${count} files in ${dir}: ${Math.round(raw / 1024)} KiB → ${Math.round(br / 1024)} KiB brotli`);
}
