import { useCallback, useEffect, useRef, useState } from "react";

// Records a camera stream on the device (MediaRecorder) and stops by itself after `maxSeconds`
// (the form analysis: 30 s, spec commercial §4, §9). Nothing is uploaded: the recording is a Blob
// in memory, dropped on reset or when the screen goes away.

export type Recording = { blob: Blob; seconds: number; autoStopped: boolean };
export type RecorderState = "idle" | "recording" | "recorded";

export type Recorder = {
  state: RecorderState;
  /** Whole seconds recorded so far (while recording). */
  elapsed: number;
  recording: Recording | null;
  start: (stream: MediaStream) => boolean;
  stop: () => void;
  reset: () => void;
};

/** Whether this browser can record a stream at all. */
export function recorderSupported(): boolean {
  return typeof window !== "undefined" && typeof window.MediaRecorder === "function";
}

export function useRecorder(maxSeconds: number): Recorder {
  const [state, setState] = useState<RecorderState>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; limit?: ReturnType<typeof setTimeout> }>({});
  const autoStopped = useRef(false);

  const clearTimers = useCallback(() => {
    clearInterval(timers.current.tick);
    clearTimeout(timers.current.limit);
    timers.current = {};
  }, []);

  const stop = useCallback(() => {
    clearTimers();
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, [clearTimers]);

  const start = useCallback(
    (stream: MediaStream) => {
      if (!recorderSupported() || recorder.current?.state === "recording") return false;
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      const startedAt = Date.now();
      autoStopped.current = false;
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        const seconds = Math.min(maxSeconds, (Date.now() - startedAt) / 1000);
        setRecording({ blob: new Blob(chunks, { type: media.mimeType || "video/webm" }), seconds, autoStopped: autoStopped.current });
        setState("recorded");
        recorder.current = null;
      };
      media.start(1000);
      recorder.current = media;
      setElapsed(0);
      setRecording(null);
      setState("recording");
      timers.current.tick = setInterval(() => setElapsed(Math.min(maxSeconds, Math.floor((Date.now() - startedAt) / 1000))), 250);
      timers.current.limit = setTimeout(() => {
        autoStopped.current = true;
        setElapsed(maxSeconds);
        stop();
      }, maxSeconds * 1000);
      return true;
    },
    [maxSeconds, stop],
  );

  const reset = useCallback(() => {
    clearTimers();
    if (recorder.current?.state === "recording") {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    recorder.current = null;
    setRecording(null);
    setElapsed(0);
    setState("idle");
  }, [clearTimers]);

  useEffect(
    () => () => {
      clearTimers();
      if (recorder.current?.state === "recording") {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
    },
    [clearTimers],
  );

  return { state, elapsed, recording, start, stop, reset };
}
