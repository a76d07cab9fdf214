// The frames of a recorded or chosen video, one every 1/fps seconds, by seeking a <video> element
// (the same path for the camera's recording and a file). Each step resolves once the frame at that
// time is shown, so the pose model reads exactly that frame.

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
export async function openVideo(video: HTMLVideoElement, source: Blob): Promise<number> {
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

export function closeVideo(video: HTMLVideoElement): void {
  if (video.src.startsWith("blob:")) URL.revokeObjectURL(video.src);
  video.removeAttribute("src");
  video.load();
}

/** Times (s) of the frames to analyse: every 1/fps seconds up to `maxSeconds`. */
export function frameTimes(duration: number, fps: number, maxSeconds: number): number[] {
  const end = Math.min(duration, maxSeconds);
  const times: number[] = [];
  for (let i = 0; i / fps <= end; i++) times.push(i / fps);
  return times;
}

/**
 * Shows each frame of `times` in turn and hands it to `take`, whose synchronous start must copy the
 * frame: the video then seeks to the next frame (the browser's decoder) while `take`'s work on the
 * copy goes on (the model), so the two overlap. `take` answering false stops the walk.
 */
export async function eachFrame(video: HTMLVideoElement, times: number[], take: (t: number, index: number) => Promise<boolean | void>) {
  if (times.length === 0) return;
  await seek(video, times[0]!);
  for (const [index, t] of times.entries()) {
    const work = take(t, index);
    const next = index + 1 < times.length ? seek(video, times[index + 1]!) : undefined;
    const [goOn] = await Promise.all([work, next]);
    if (goOn === false) return;
  }
}
