import { z } from "zod";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { describeIssues } from "~/modules/validate";
import { readCappedBytes } from "./body.server";
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

/**
 * Reads a JSON body through the one capped reader (body.server.ts), 8 MB; over → 413, a failed
 * stream or malformed JSON → 400, all as `{ "error" }`. An empty body reads as {}. The content type
 * is not checked (API callers send JSON as text/plain or with none).
 */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readCappedBytes(request, jsonError, maxBytes)).toString("utf8");
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

/** 405 `{ "error": "Method not allowed (use GET or POST)" }` with `Allow: GET, POST` (the write policy answers it). */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return jsonError(405, `Method not allowed (use ${allowed.join(" or ")})`, { Allow: allowed.join(", ") });
}

/** A module's refusal: a DomainError, or a ZodError that escaped a module (still the caller's 400); else null. */
export function refusalOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof z.ZodError) return new DomainError(400, describeIssues(error));
  return null;
}

/**
 * Runs an API door's work and answers JSON: the result with `status` (a Response the work returns
 * passes as it is), or the module's DomainError as `{ "error" }` with its 4xx status (and
 * `Retry-After` on a 429). Responses thrown by guards pass through.
 */
export async function jsonFrom(work: () => unknown, status = 200): Promise<Response> {
  try {
    const result = await work();
    return result instanceof Response ? result : Response.json(result, { status });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return jsonError(refusal.status, refusal.message, domainErrorHeaders(refusal));
    throw error;
  }
}
