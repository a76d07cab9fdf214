import type { Worker } from "tesseract.js";
import { LABEL_IMAGE_SIDE } from "~/modules/label/scanner";

// The browser's OCR for the label scanner: tesseract.js, its worker script, its WebAssembly core
// and the English model, all served from our own origin (/models/…, copied there at build time by
// scripts/model-assets.ts), loaded only when the member starts the scanner. docs/decisions/0034.

/** Where the build puts the files (scripts/model-assets.ts: MODEL_ASSETS). */
export const READER_FILES = {
  worker: "/models/tesseract/dist/worker.min.js",
  /** A folder: tesseract.js picks its core for the browser (relaxed SIMD, SIMD or plain WebAssembly). */
  core: "/models/tesseract-core",
  /** A folder holding eng.traineddata.gz. */
  language: "/models/tesseract-eng/4.0.0_best_int",
};

export type ReaderProgress = { step: string; share: number };

/** What the steps tesseract reports are called on the screen. */
const STEP_NAMES: Record<string, string> = {
  "loading tesseract core": "Loading the text reader",
  "initializing tesseract": "Starting the text reader",
  "loading language traineddata": "Loading the English model",
  "initializing api": "Starting the text reader",
  "recognizing text": "Reading the label",
};

/** Starts a reader (one Web Worker), reporting each loading step's progress. */
export async function startReader(onProgress: (progress: ReaderProgress) => void): Promise<Worker> {
  const { createWorker, OEM } = await import("tesseract.js");
  return createWorker("eng", OEM.LSTM_ONLY, {
    workerPath: READER_FILES.worker,
    corePath: READER_FILES.core,
    langPath: READER_FILES.language,
    gzip: true,
    // A plain worker of our origin (no blob: URL).
    workerBlobURL: false,
    // The model is kept in IndexedDB after the first load, under a name that changes with it.
    cachePath: "fitplate-eng-4.0.0_best_int",
    logger: (message) => onProgress({ step: STEP_NAMES[message.status] ?? message.status, share: message.progress }),
  });
}

/** An image or video frame drawn at the size OCR reads at (LABEL_IMAGE_SIDE on its longer side). */
export function frameOf(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const scale = LABEL_IMAGE_SIDE / Math.max(width, height, 1);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext("2d")!.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}
