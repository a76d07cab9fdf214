// The label scanner's model files (issue 28): what the browser asks for (app/ui/label/reader.ts)
// is what the build copies out of the npm packages (scripts/model-assets.ts), and the service
// worker precaches none of it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { READER_FILES } from "../app/ui/label/reader";
import { copyModelAssets } from "./model-assets";

let out: string | undefined;
afterAll(() => (out ? rm(out, { recursive: true, force: true }) : undefined));

describe("the label scanner's model files", () => {
  it("are copied from their packages to where the browser asks for them", async () => {
    out = await mkdtemp(path.join(tmpdir(), "fitplate-models-"));
    await copyModelAssets(out);
    const at = (url: string) => path.join(out!, url);
    expect(existsSync(at(READER_FILES.worker))).toBe(true);
    expect(readdirSync(at(READER_FILES.core)).sort()).toEqual([
      "tesseract-core-lstm.wasm.js",
      "tesseract-core-relaxedsimd-lstm.wasm.js",
      "tesseract-core-simd-lstm.wasm.js",
    ]);
    // tesseract.js asks for <langPath>/eng.traineddata.gz, a gzip file.
    const model = readFileSync(path.join(at(READER_FILES.language), "eng.traineddata.gz"));
    expect([...model.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it.skipIf(!existsSync("build/client/sw.js"))("are not precached by the service worker", () => {
    expect(readFileSync("build/client/sw.js", "utf8")).not.toContain("models/");
  });

  it.skipIf(!existsSync("build/client/sw.js"))("nor is form analysis's video reader, which loads on its screen", () => {
    const worker = readFileSync("build/client/sw.js", "utf8");
    expect(worker).toContain("assets/components-");
    expect(worker).not.toContain("assets/decoded-frames-");
  });
});
