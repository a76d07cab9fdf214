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

/** JSON is UTF-8 (RFC 8259): other bytes are refused, not turned into U+FFFD. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });
/** Deeper JSON is refused: no body of ours nests past a few levels, and recursive code (Zod, JSON.stringify) overflows its stack on 100,000. */
const MAX_JSON_DEPTH = 64;

/** Whether `text` opens more than MAX_JSON_DEPTH arrays or objects at once (brackets inside strings do not count). */
function nestedTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (char === "]" || char === "}") depth--;
  }
  return false;
}

/**
 * Reads a JSON body through the one capped reader (body.server.ts), 8 MB; over → 413, a failed
 * stream, bytes that are not UTF-8, JSON nested past 64 levels or malformed JSON → 400, all as `{ "error" }`. An empty body reads as {}. The content type
 * is not checked (API callers send JSON as text/plain or with none).
 */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  let text: string;
  try {
    text = UTF8.decode(await readCappedBytes(request, jsonError, maxBytes));
  } catch (error) {
    if (error instanceof Response) throw error;
    throw jsonError(400, "The JSON body is not valid UTF-8");
  }
  if (text.trim() === "") return {};
  if (nestedTooDeep(text)) throw jsonError(400, `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
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

/**
 * A JSON read door's answer when its read fails because the database is unreachable (the 503
 * Response the database client throws, app/db-unavailable.server.ts): the spec's words for that
 * read ("Failed to fetch stats") with the same status and Retry-After. Other refusals pass as they are.
 */
export async function readFailingWith(message: string, read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof Response && error.status === 503)) throw error;
    return jsonError(503, message, { "Retry-After": error.headers.get("Retry-After") ?? "5" });
  }
}
