import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { createScheduler, createWorker, OEM, type Scheduler } from "tesseract.js";
import { DomainError } from "~/modules/errors";

// The server's OCR (docs/decisions/0034-label-ocr-with-tesseract.md): tesseract.js in a bounded
// pool of worker threads (its scheduler) at the lowest CPU priority, so recognition never runs on
// the event loop nor takes its core. The pool
// starts on the first label and stops after a while without one; a label past the queue is
// answered 503 with Retry-After rather than held. The English model is the LSTM "best_int" one of
// @tesseract.js-data/eng, read from node_modules (nothing is downloaded, nothing written to disk).

/**
 * Worker threads: one core is left to the event loop (on 2 cores: 1 worker), at most 4. A server
 * that reads more labels runs more processes (the state is in the database).
 */
export const OCR_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Labels that may wait for a worker; more get 503 (a label takes about a second). */
export const OCR_MAX_WAITING = 12;
/** The pool stops after this long without a label (each worker holds ≈ 60 MB). */
export const OCR_IDLE_MS = 5 * 60_000;
const BUSY_RETRY_SECONDS = 5;

/**
 * Each worker thread runs tesseract.js's own worker script at the lowest CPU priority (nice 19),
 * so the event loop keeps its core while labels are read. Relative to the app's root (the working
 * directory of `npm start` and the tests), like build/ and data/.
 */
export const OCR_WORKER_SCRIPT = path.resolve("server/ocr-worker.js");

const require = createRequire(import.meta.url);
/** The LSTM-only English model (2.9 MB gzipped), the one the browser loads from /models too. */
export const ENGLISH_MODEL_DIR = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

let pool: Promise<Scheduler> | null = null;
let inFlight = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

async function startPool(): Promise<Scheduler> {
  const scheduler = createScheduler();
  const workers = await Promise.all(
    Array.from({ length: OCR_WORKERS }, () =>
      createWorker("eng", OEM.LSTM_ONLY, { workerPath: OCR_WORKER_SCRIPT, langPath: ENGLISH_MODEL_DIR, gzip: true, cacheMethod: "none" }),
    ),
  );
  for (const worker of workers) scheduler.addWorker(worker);
  return scheduler;
}

function poolOf(): Promise<Scheduler> {
  if (!pool) {
    pool = startPool();
    // A pool that failed to start is forgotten, so the next label tries again.
    pool.catch(() => (pool = null));
  }
  return pool;
}

/** Stops the pool now (tests, shutdown); the next label starts it again. */
export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const stopping = pool;
  pool = null;
  await (await stopping?.catch(() => null))?.terminate();
}

/** The pool's state, for the bench and the tests. */
export function ocrLoad() {
  return { inFlight, workers: OCR_WORKERS, started: pool !== null };
}

/**
 * The text tesseract reads in an image (PNG, JPEG…), on a worker thread of the pool. Throws 503
 * (Retry-After) when OCR_WORKERS labels are being read and OCR_MAX_WAITING more wait.
 */
export async function recognizeText(image: Buffer): Promise<string> {
  if (inFlight >= OCR_WORKERS + OCR_MAX_WAITING) {
    throw new DomainError(503, "Too many labels are being read right now: try again in a few seconds", BUSY_RETRY_SECONDS);
  }
  inFlight += 1;
  clearTimeout(idleTimer);
  try {
    const scheduler = await poolOf();
    const { data } = await scheduler.addJob("recognize", image);
    return data.text;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      idleTimer = setTimeout(() => void stopOcr(), OCR_IDLE_MS);
      idleTimer.unref();
    }
  }
}
