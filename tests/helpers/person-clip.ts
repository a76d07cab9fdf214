// A clip of a person for Chromium's fake camera (`--use-file-for-fake-video-capture`): a photo of a
// standing person (tests/e2e/fixtures/person.jpg, Node.js's zlib test fixture as shipped by the
// MIT-licensed browserify-zlib), drifting sideways, as motion JPEG. Used by the pose bench and its e2e.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const PERSON_PHOTO = path.resolve("tests/e2e/fixtures/person.jpg");

/** Writes the clip to `file` and answers its path. */
export async function writePersonClip(file: string, frames = 50): Promise<string> {
  const person = await sharp(PERSON_PHOTO).resize(360, 480).toBuffer();
  const jpegs: Buffer[] = [];
  for (let i = 0; i < frames; i++) {
    jpegs.push(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffffff" } })
        .composite([{ input: person, left: Math.round(140 + 20 * Math.sin(i / 8)), top: 0 }])
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  await writeFile(file, Buffer.concat(jpegs));
  return file;
}
