import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { tooLargeMessage } from "./body.server";
import { bodyRefusal } from "./form-data.server";
import { MAX_UPLOAD_BYTES } from "./limits.js";

// The upload door of the write policy (formAction's `upload`): a multipart form whose one file
// is streamed to a temporary file as it arrives (busboy, with back-pressure), never held in
// memory, so an export of hundreds of MB costs a few buffers. The server lets only the paths
// of UPLOAD_PATHS (limits.js) past the 8 MB cap, up to MAX_UPLOAD_BYTES.

export type UploadedFile = { path: string; name: string; bytes: number };
export type Upload = { formData: FormData; file: UploadedFile | null; dispose: () => Promise<void> };

const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart (or urlencoded) form: its text fields into `formData`, its first file to
 * disk (`file`; later files are skipped). Throws a plain-text Response: 415 for another body,
 * 413 past `maxBytes`, 400 for a broken body. `dispose()` removes the file; call it when done.
 */
export async function readUpload(request: Request, maxBytes = MAX_UPLOAD_BYTES): Promise<Upload> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw bodyRefusal(415, "Send the form as multipart/form-data");
  }
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw bodyRefusal(413, tooLargeMessage(maxBytes));
  const dir = await mkdtemp(path.join(tmpdir(), "fitplate-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const { formData, file } = await parse(request, type, dir, maxBytes);
    return { formData, file, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function parse(request: Request, type: string, dir: string, maxBytes: number) {
  const formData = new FormData();
  let file: UploadedFile | null = null;
  let tooLarge = false;
  const writes: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: 1, fileSize: maxBytes, fieldSize: MAX_FIELD_BYTES, fields: 50 },
    });
  } catch {
    throw bodyRefusal(400, "Malformed form body"); // e.g. multipart without a boundary
  }
  parser.on("field", (name, value) => formData.append(name, value));
  parser.on("file", (_name, stream, info) => {
    // A form sent with no file chosen still has the part, with an empty name: no file.
    if (file || !info.filename) return stream.resume();
    const uploaded: UploadedFile = { path: path.join(dir, "upload"), name: path.basename(info.filename ?? "upload"), bytes: 0 };
    file = uploaded;
    stream.on("data", (chunk: Buffer) => (uploaded.bytes += chunk.length));
    stream.on("limit", () => (tooLarge = true));
    writes.push(pipeline(stream, createWriteStream(uploaded.path)));
  });
  const body = request.body ? Readable.fromWeb(request.body as unknown as NodeReadableStream) : Readable.from([]);
  try {
    await pipeline(body, parser);
    await Promise.all(writes);
  } catch (error) {
    if (tooLarge || (error as { status?: number } | null)?.status === 413) throw bodyRefusal(413, tooLargeMessage(maxBytes));
    throw bodyRefusal(400, "Malformed form body");
  }
  if (tooLarge) throw bodyRefusal(413, tooLargeMessage(maxBytes));
  return { formData, file: file as UploadedFile | null };
}
