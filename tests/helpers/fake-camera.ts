import { writeFile } from "node:fs/promises";
import sharp from "sharp";

// A video file for Chromium's fake camera (--use-fake-device-for-media-stream
// --use-file-for-fake-video-capture=<file>.y4m): an image placed on a grey table, as uncompressed
// YUV4MPEG2 4:2:0 (BT.601 full range, "C420jpeg"), which Chromium loops. Written here from the
// pixels: no ffmpeg.

/** Writes `image` (any format sharp reads) fitted into a `width` × `height` frame as a Y4M file of `frames` frames. */
export async function writeY4m(file: string, image: Buffer, { width = 1280, height = 720, frames = 2 } = {}): Promise<void> {
  if (width % 2 || height % 2) throw new Error("Y4M 4:2:0 needs even sides");
  const fitted = await sharp(image)
    .resize({ width: Math.round(width * 0.94), height: Math.round(height * 0.94), fit: "inside" })
    .toBuffer();
  const { data } = await sharp({ create: { width, height, channels: 3, background: "#8a8f94" } })
    .composite([{ input: fitted, gravity: "centre" }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame = i420(data, width, height);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  const marker = Buffer.from("FRAME\n");
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => [marker, frame]).flat()]));
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** RGB (3 bytes a pixel) → planar Y, then U and V averaged over each 2 × 2 block. */
function i420(rgb: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc((width * height * 3) / 2);
  const uAt = width * height;
  const vAt = uAt + (width * height) / 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      out[y * width + x] = clamp(0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + x + dx) * 3;
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const at = (y / 2) * (width / 2) + x / 2;
      out[uAt + at] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      out[vAt + at] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  return out;
}
