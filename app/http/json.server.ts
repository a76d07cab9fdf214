import type { z } from "zod";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { describeIssues } from "~/modules/validate";
import { MAX_BODY_BYTES } from "./limits.js";

/** The JSON error every API door answers with: `{ "error": message }` and a 4xx status. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers });
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

/** Reads a JSON body, capped at 8 MB; malformed JSON → 400. An empty body reads as {}. */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readCappedText(request, maxBytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw jsonError(400, "Malformed JSON body");
  }
}

/** Reads a JSON body and validates it; bad fields → 400 naming them. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T, maxBytes = MAX_BODY_BYTES): Promise<z.infer<T>> {
  return parseOrThrow(schema, await readJson(request, maxBytes));
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Method not allowed (use ${allowed.join(" or ")})`, { Allow: allowed.join(", ") });
}

/**
 * The loader or action of an API route for the methods it does not serve:
 * `export const action = onlyMethods("GET");` answers 405 `{ "error" }` with an Allow header.
 */
export function onlyMethods(...allowed: string[]): () => Response {
  return () => methodNotAllowed(allowed);
}

/**
 * Runs an API door's work and answers JSON: the result with `status`, or the module's
 * DomainError as `{ "error" }` with its 4xx status (and `Retry-After` on a 429). Responses thrown by guards pass through.
 */
export async function jsonFrom<T>(work: () => Promise<T>, status = 200): Promise<Response> {
  try {
    return Response.json(await work(), { status });
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
}
