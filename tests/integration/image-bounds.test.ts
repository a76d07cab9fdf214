import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeLoad, prepareImage } from "~/modules/image/image.server";
import { IMAGE_TOO_BIG, MAX_INPUT_PIXELS, noticeText } from "~/modules/image/upload-rules";

// Issue 23, item 6: a photo's pixels and the decodes running at once are bounded
// (app/modules/image/image.server.ts).

/** A PNG of one color: a small file that decodes into width × height pixels (quick to make at level 1). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#88aa44" } })
    .png({ compressionLevel: 1 })
    .toBuffer();

describe("photo decoding bounds", () => {
  it(`refuses a photo of more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels from its header (413)`, async () => {
    const huge = await png(6000, 4200); // 25.2 megapixels in ≈ 760 kB
    const started = Date.now();
    await expect(prepareImage(huge)).rejects.toMatchObject({ status: 413, message: noticeText(IMAGE_TOO_BIG) });
    expect(Date.now() - started).toBeLessThan(1000); // refused before decoding (a decode takes seconds)
  }, 30_000);

  it("decodes at most 2 photos at once, queues 8 more and answers 503 with Retry-After past them", async () => {
    const photo = await png(3000, 2000);
    // The module's own count: sharp's counters are the whole worker process's, where work left by
    // the files before this one (they share the worker) once started an image mid-test.
    expect(decodeLoad()).toEqual({ decoding: 0, waiting: 0 });
    let busiest = 0;
    const sampler = setInterval(() => {
      busiest = Math.max(busiest, decodeLoad().decoding);
    }, 1);
    const answers = await Promise.allSettled(Array.from({ length: 13 }, () => prepareImage(photo)));
    clearInterval(sampler);
    const refused = answers.filter((answer): answer is PromiseRejectedResult => answer.status === "rejected");
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(10);
    expect(refused).toHaveLength(3);
    for (const { reason } of refused) expect(reason).toMatchObject({ status: 503, retryAfter: 5 });
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(2);
    // the queue drains: the next photo is decoded
    await expect(prepareImage(photo)).resolves.toMatchObject({ width: 1280, contentType: "image/jpeg" });
  }, 60_000);
});
