import { useCallback, useEffect, useRef, useState } from "react";
import type { Worker } from "tesseract.js";
import { startReader, type ReaderProgress } from "./reader";

export type ReaderState = "off" | "loading" | "ready" | "reading" | "failed";

/** Named in the page's performance timeline for each read (the bench reads it). */
export const READ_MEASURE = "label-ocr";

/**
 * The browser's OCR, loaded on first use (`load`, e.g. when the camera starts) and stopped when
 * the screen goes away. `read` waits for it, then returns the text it reads in a canvas.
 */
export function useLabelReader() {
  const [state, setState] = useState<ReaderState>("off");
  const [progress, setProgress] = useState<ReaderProgress | null>(null);
  const worker = useRef<Promise<Worker> | null>(null);

  const load = useCallback(() => {
    if (!worker.current) {
      setState("loading");
      worker.current = startReader(setProgress);
      worker.current.then(
        () => setState("ready"),
        () => {
          worker.current = null;
          setState("failed");
        },
      );
    }
    return worker.current;
  }, []);

  const read = useCallback(
    async (canvas: HTMLCanvasElement): Promise<string> => {
      const reader = await load();
      setState("reading");
      performance.mark(`${READ_MEASURE}-start`);
      try {
        const { data } = await reader.recognize(canvas);
        return data.text;
      } finally {
        performance.measure(READ_MEASURE, `${READ_MEASURE}-start`);
        setProgress(null);
        setState("ready");
      }
    },
    [load],
  );

  useEffect(
    () => () => {
      void worker.current?.then((reader) => reader.terminate()).catch(() => {});
      worker.current = null;
    },
    [],
  );

  return { state, progress, load, read };
}
