import { BlobSource, CanvasSink, Input, MATROSKA, MP4, QTFF, WEBM } from "mediabunny";
import { frameTimes, type Frame, type FrameOptions, type VideoFrames } from "./video-frames";

// The frames of a video read by Mediabunny (its demuxers for WebM, Matroska, MP4 and QuickTime) and
// decoded by WebCodecs, each once, in order; loaded only when an analysis starts. Null when the
// container or codec is not one this browser can read this way.

export async function decodedFrames(source: Blob, { fps, maxSeconds, maxSide }: FrameOptions): Promise<VideoFrames | null> {
  const input = new Input({ source: new BlobSource(source), formats: [WEBM, MATROSKA, MP4, QTFF] });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) throw new Error("no video this browser decodes");
    const [first, end, width, height] = await Promise.all([
      track.getFirstTimestamp(),
      track.computeDuration(),
      track.getDisplayWidth(),
      track.getDisplayHeight(),
    ]);
    const times = frameTimes(end - first, fps, maxSeconds);
    // The model works at 256 × 256: a 1280 × 720 frame costs four times as much to hand over as 640 × 360.
    const ratio = Math.min(1, maxSide / Math.max(width, height));
    const sink = new CanvasSink(track, { width: Math.round(width * ratio), height: Math.round(height * ratio), fit: "fill" });
    async function* frames(): AsyncGenerator<Frame, void> {
      let index = 0;
      for await (const wrapped of sink.canvasesAtTimestamps(times.map((t) => first + t))) {
        const t = times[index++]!;
        if (wrapped) yield { t, image: wrapped.canvas as HTMLCanvasElement };
      }
    }
    return { times, frames: frames(), close: () => input.dispose() };
  } catch {
    input.dispose();
    return null;
  }
}
