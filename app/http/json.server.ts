import type { z } from "zod";
import { MAX_BODY_BYTES } from "../../server/security.js";

/** The JSON error every API door answers with: `{ "error": message }` and a 4xx status. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers });
}

/** Zod issues as one readable line: "quantity: Too small: expected number to be >=1". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Validates with a schema or throws a 400 JSON error naming what is wrong. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw jsonError(400, describeIssues(result.error));
  return result.data;
}

async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw jsonError(413, `Request body too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON body (capped at 8 MB) and validates it; malformed JSON or bad fields → 400. */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = MAX_BODY_BYTES,
): Promise<z.infer<T>> {
  const text = await readCappedText(request, maxBytes);
  let parsed: unknown;
  try {
    parsed = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw jsonError(400, "Malformed JSON body");
  }
  return parseOrThrow(schema, parsed);
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Method not allowed (use ${allowed.join(" or ")})`, { Allow: allowed.join(", ") });
}
