import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

// The device camera for the screens that look through it (form analysis, the label scanner, the
// barcode reader). Spec (commercial §7, §8): rear-facing video of 1280 × 720, no audio; a refusal
// is "Camera Error" / "Unable to access camera. Please check permissions.". The stream stops when
// the screen that started it goes away.

export const CAMERA_ERROR_TITLE = "Camera Error";
export const CAMERA_ERROR_MESSAGE = "Unable to access camera. Please check permissions.";

/** The spec's camera: rear-facing, 1280 × 720 (ideal: a phone that cannot gives its nearest), no audio. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};

export type CameraState = "off" | "starting" | "on" | "error";

export type Camera = {
  state: CameraState;
  /** The live stream while `state` is "on" (for a MediaRecorder), else null. */
  stream: MediaStream | null;
  /** Asks for the camera and plays it in `video`; resolves true once it plays. */
  start: () => Promise<boolean>;
  stop: () => void;
};

/** Whether this browser can ask for a camera at all (false on the server and in old browsers). */
export function cameraSupported(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
}

export function useCamera(video: RefObject<HTMLVideoElement | null>): Camera {
  const [state, setState] = useState<CameraState>("off");
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
    if (video.current) video.current.srcObject = null;
    setStream(null);
    setState("off");
  }, [video]);

  const start = useCallback(async () => {
    if (current.current) return true;
    if (!cameraSupported()) {
      setState("error");
      return false;
    }
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      current.current = media;
      const element = video.current;
      if (element) {
        element.srcObject = media;
        element.muted = true;
        // Not awaited: play() waits for a first frame, which a still stream may never send.
        // Autoplay rules may refuse it; a muted inline video is allowed on phones.
        element.play().catch(() => {});
      }
      setStream(media);
      setState("on");
      return true;
    } catch {
      current.current = null;
      setStream(null);
      setState("error");
      return false;
    }
  }, [video]);

  // Leaving the screen turns the camera off.
  useEffect(() => () => current.current?.getTracks().forEach((track) => track.stop()), []);

  return { state, stream, start, stop };
}
