// A worker thread of the label scanner's OCR pool (app/modules/label/ocr.server.ts, its
// `workerPath`): tesseract.js's own Node worker script, run at the lowest CPU priority. On Linux a
// thread's nice value is its own, so reading labels yields its core to the event loop whenever a
// request needs it (docs/decisions/0034). Plain JavaScript: Node runs it as it is, without a build.
import { setPriority } from "node:os";

try {
  setPriority(19);
} catch {
  // A system that refuses it reads labels at the normal priority.
}
// After the priority is set (a static import would run first); messages wait for its listener.
await import("tesseract.js/src/worker-script/node/index.js");
