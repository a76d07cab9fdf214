// The frames to analyze, one every 1/fps seconds of a recorded or chosen video, for the camera's
// recording and a file alike. Mediabunny reads the container (WebM, Matroska, MP4, QuickTime) and
// WebCodecs decodes each frame once, in order, scaled to the model's size on the way: seeking a
// <video> instead made the browser decode from the last keyframe for every frame (a MediaRecorder
// WebM has one every few seconds), which cost more than the model. Where WebCodecs or the format is
// missing, the <video> is seeked as before. docs/decisions/0033-pose-form-analysis.md

export type Frame = { t: number; image: HTMLCanvasElement | HTMLVideoElement };

export type VideoFrames = {
  /** The times (s) of the frames to analyze. */
  times: number[];
  frames: AsyncGenerator<Frame, void>;
  close(): void;
};

/** Times (s) of the frames to analyze: every 1/fps seconds up to `maxSeconds`. */
export function frameTimes(duration: number, fps: number, maxSeconds: number): number[] {
  const end = Math.min(duration, maxSeconds);
  const times: number[] = [];
  for (let i = 0; i / fps <= end; i++) times.push(i / fps);
  return times;
}

export type FrameOptions = { fps: number; maxSeconds: number; maxSide: number };

/** The frames of `source`, decoded in order where this browser can, else by seeking `video`. */
export async function openFrames(video: HTMLVideoElement, source: Blob, options: FrameOptions): Promise<VideoFrames> {
  const decoded = typeof VideoDecoder === "undefined" ? null : await (await import("./decoded-frames")).decodedFrames(source, options);
  return decoded ?? (await seekedFrames(video, source, options));
}

function once(video: HTMLVideoElement, event: "seeked" | "loadeddata" | "error", timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`The video did not answer (${event})`)), timeoutMs);
    const onEvent = () => done();
    const onError = () => done(new Error("This video cannot be read by this browser"));
    function done(error?: Error) {
      clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener("error", onError);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(event, onEvent);
    video.addEventListener("error", onError);
  });
}

async function seek(video: HTMLVideoElement, seconds: number): Promise<void> {
  if (Math.abs(video.currentTime - seconds) < 0.001 && video.readyState >= 2) return;
  const seeked = once(video, "seeked");
  video.currentTime = seconds;
  await seeked;
}

/** Opens `source` in `video` and answers its duration (a camera recording may not know it until it has been seeked to the end). */
async function openVideo(video: HTMLVideoElement, source: Blob): Promise<number> {
  video.muted = true;
  video.playsInline = true;
  const loaded = once(video, "loadeddata");
  if (video.src.startsWith("blob:")) URL.revokeObjectURL(video.src);
  video.src = URL.createObjectURL(source);
  await loaded;
  if (!Number.isFinite(video.duration)) {
    await seek(video, Number.MAX_SAFE_INTEGER);
    await seek(video, 0);
  }
  return Number.isFinite(video.duration) ? video.duration : 0;
}

/** Each frame shown by seeking `video` to its time; the model copies (and scales) it from the element. */
async function seekedFrames(video: HTMLVideoElement, source: Blob, { fps, maxSeconds }: FrameOptions): Promise<VideoFrames> {
  const times = frameTimes(await openVideo(video, source), fps, maxSeconds);
  async function* frames(): AsyncGenerator<Frame, void> {
    for (const t of times) {
      await seek(video, t);
      yield { t, image: video };
    }
  }
  return { times, frames: frames(), close: () => {} };
}

export function closeVideo(video: HTMLVideoElement): void {
  if (video.src.startsWith("blob:")) URL.revokeObjectURL(video.src);
  video.removeAttribute("src");
  video.load();
}

/**
 * Hands each frame in turn to `take`, whose synchronous start must copy the frame: the next frame is
 * then read (decoded, or seeked to) while `take`'s work on the copy goes on (the model), so the two
 * overlap. `take` answering false stops the walk.
 */
export async function eachFrame(frames: AsyncGenerator<Frame, void>, take: (frame: Frame, index: number) => Promise<boolean | void>) {
  let next = frames.next();
  for (let index = 0; ; index++) {
    const current = await next;
    if (current.done) return;
    const work = take(current.value, index);
    next = frames.next();
    const [goOn] = await Promise.all([work, next]);
    if (goOn === false) {
      await frames.return();
      return;
    }
  }
}
