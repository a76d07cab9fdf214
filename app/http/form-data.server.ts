import { MAX_BODY_BYTES } from "./limits.js";

// Page forms read their body through readFormData, never request.formData() directly: a body
// that is not a form, is broken, or is too large becomes a 4xx Response, not a 500.

function refusal(status: 400 | 413 | 415, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      // server/body-limit.js ends the stream with a 413 error once the cap is passed.
      if ((error as { status?: number } | null)?.status === 413) throw refusal(413, tooLarge(maxBytes));
      throw refusal(400, "The form body could not be read");
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw refusal(413, tooLarge(maxBytes));
    }
    chunks.push(result.value);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number): string {
  return `Request body too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`;
}

/**
 * The form data of a page's POST, read at most `maxBytes` (8 MB) deep. Throws a Response:
 * 415 when the body is not a form (JSON, XML, text/plain…), 413 over the cap, 400 when a form
 * body is malformed (a broken multipart, a bad boundary). An action does
 * `const formData = await readFormData(request);` and lets the thrown Response through.
 */
export async function readFormData(request: Request, maxBytes = MAX_BODY_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPE.test(type)) throw refusal(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data");
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw refusal(413, tooLarge(maxBytes));
  const bytes = await readCapped(request, maxBytes);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw refusal(400, "Malformed form body");
  }
}
