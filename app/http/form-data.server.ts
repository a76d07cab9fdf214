import { readCappedBytes } from "./body.server";
import { MAX_BODY_BYTES } from "./limits.js";

// Page forms read their body through readFormData, never request.formData() directly: a body
// that is not a form, is broken, or is too large becomes a 4xx Response, not a 500.

/** The answer to a page body that cannot be read as a form: plain text with a 4xx status. */
export function bodyRefusal(status: 400 | 413 | 415, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The form data of a page's POST, read at most `maxBytes` (8 MB) deep. Throws a Response:
 * 415 when the body is not a form (JSON, XML, text/plain, none), 413 over the cap, 400 when a form
 * body is malformed (a broken or truncated multipart, a bad boundary) or its stream fails. The
 * write policy (write-policy.server.ts) calls it for every screen action.
 */
export async function readFormData(request: Request, maxBytes = MAX_BODY_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPE.test(type)) throw bodyRefusal(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data");
  const bytes = await readCappedBytes(request, bodyRefusal, maxBytes);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw bodyRefusal(400, "Malformed form body");
  }
}
