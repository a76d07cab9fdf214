import { MAX_BODY_BYTES } from "./limits.js";

// The one body reader of the app: forms (form-data.server.ts), JSON (json.server.ts) and the
// Stripe webhook's raw text all count their bytes here, against one cap. A body that cannot be
// read (a broken stream, a client that went away) is a 400 and one past the cap a 413, each
// answered in the caller's own shape (`refuse`), never a 500.

/** How a reader answers a body it will not take: plain text for forms, `{ "error" }` for JSON. */
export type BodyRefuse = (status: 400 | 413, message: string) => Response;

/** "Request body too large (limit 8 MB)". */
export function tooLargeMessage(maxBytes: number): string {
  return `Request body too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`;
}

/**
 * The request's body, at most `maxBytes` deep (a declared Content-Length over it is refused
 * before reading). Throws `refuse(413, …)` past the cap (also when server/body-limit.js ends the
 * stream with its own 413) and `refuse(400, …)` when the stream fails.
 */
export async function readCappedBytes(request: Request, refuse: BodyRefuse, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw refuse(413, tooLargeMessage(maxBytes));
  if (!request.body) return Buffer.alloc(0);
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    throw refuse(400, "The request body could not be read");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      if ((error as { status?: number } | null)?.status === 413) throw refuse(413, tooLargeMessage(maxBytes));
      throw refuse(400, "The request body could not be read");
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw refuse(413, tooLargeMessage(maxBytes));
    }
    chunks.push(result.value);
  }
  return Buffer.concat(chunks);
}

/**
 * A copy of `request` (its cookies and headers) whose body is `fields` as JSON: for a library that
 * reads the body itself (remix-auth's one-time-code strategy) after the door has read it through
 * the capped reader.
 */
export function withJsonBody(request: Request, fields: unknown): Request {
  const headers = new Headers(request.headers);
  headers.set("Content-Type", "application/json");
  headers.delete("Content-Length");
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(fields ?? {}), signal: request.signal });
}
