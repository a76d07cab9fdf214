// The hashed client files (build/client/assets/*.js, *.css) compressed once, after `remix vite:build`
// (npm run build): brotli at its best quality and gzip at level 9, beside each file. The server
// sends these instead of compressing every request (server/app.js, builtFiles): fewer bytes for
// phones on slow networks, no compression work per asset request. docs/decisions/0031-page-load.md
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ASSETS = "build/client/assets";
const COMPRESSIBLE = /\.(js|css)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

let raw = 0;
let br = 0;
const names = (await readdir(ASSETS)).filter((name) => COMPRESSIBLE.test(name));
for (const name of names) {
  const file = path.join(ASSETS, name);
  const source = await readFile(file);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
  raw += source.length;
  br += brotliBytes.length;
}
console.log(`Compressed ${names.length} assets: ${Math.round(raw / 1024)} KiB → ${Math.round(br / 1024)} KiB brotli`);
