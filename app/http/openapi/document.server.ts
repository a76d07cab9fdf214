import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { IDEMPOTENCY_HEADER } from "~/modules/idempotency/field";
import { IdempotencyKeySchema } from "~/modules/idempotency/key-schema";
import { describeIssues, MAX_ID } from "~/modules/validate";
import { tooLargeMessage } from "../body.server";
import { UserIdParam } from "../guards.server";
import { MAX_BODY_BYTES } from "../limits.js";
import type { ApiGuard, ApiPolicy, Method } from "../write-policy.server";
import type { OperationDoc, RefusalStatus, RouteDoc } from "./describe";
import { openApiPathOf, pathParamsOf, SPLAT_PARAM } from "./paths";

// The OpenAPI 3.1 description of every /api route (ADR 0027), built once from the `openapi`
// registration each app/routes/api.* file exports (describe.ts) by zod-openapi, which renders the
// routes' own Zod schemas with Zod's z.toJSONSchema.

/** Every `/api` route module, by file name (a new file is picked up as it is added). */
const ROUTE_MODULES = import.meta.glob<{ action?: { openapi?: RouteDoc } }>("../../routes/api.*.{ts,tsx}", { eager: true });

export const ErrorBody = z
  .object({ error: z.string().meta({ description: "What went wrong, in the spec's words" }) })
  .meta({ id: "Error", description: 'Every refusal: `{"error": "…"}` with a 4xx or 5xx status' });

const REFUSAL_MEANING: Record<RefusalStatus, string> = {
  400: "Bad request: malformed JSON, or a field, parameter or query value the schema refuses (named in the message)",
  401: "Not signed in, or the API token is invalid or revoked",
  402: "The card was refused",
  403: "Not allowed: another user's data, a guest where a member is needed, a free account where premium is needed, or a cross-origin write",
  404: "Not found (or not yours)",
  409: "Conflict with the current state, or a request with the same Idempotency-Key is still running",
  413: "Request body over 8 MB",
  415: "Not an image",
  422: "The Idempotency-Key was already used for another request",
  429: "Rate limited: wait the Retry-After seconds",
  502: "The third party (model, Stripe, WhatsApp) failed",
  503: "The third party is not configured or unreachable",
};

const SECURITY: Record<ApiGuard, Array<Record<string, string[]>>> = {
  user: [{ sessionCookie: [] }, { apiToken: [] }],
  self: [{ sessionCookie: [] }, { apiToken: [] }],
  session: [{}, { sessionCookie: [] }],
  none: [],
};

/** The refusals every operation of this policy can answer, with a message each really says. */
function policyRefusals(
  method: Method,
  guard: ApiGuard,
  policy: ApiPolicy | null,
  readsBody: boolean,
): Partial<Record<RefusalStatus, string>> {
  const refusals: Partial<Record<RefusalStatus, string>> = {};
  if (readsBody) {
    refusals[400] = "Malformed JSON body";
    refusals[413] = tooLargeMessage(MAX_BODY_BYTES);
  }
  if (guard === "user" || guard === "self") refusals[401] = "Not signed in";
  if (method !== "GET") refusals[403] = "Cross-origin request refused";
  if (guard === "self") refusals[403] = "You can only access your own account";
  if (policy?.throttle) refusals[429] = "Too many requests, try again in 30 seconds";
  if (policy?.idempotent) {
    refusals[409] = `A request with this ${IDEMPOTENCY_HEADER} is still in progress, try again shortly`;
    refusals[422] = `This ${IDEMPOTENCY_HEADER} was already used for another request`;
  }
  return refusals;
}

function refusalResponses(refusals: Partial<Record<RefusalStatus, string>>): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    Object.entries(refusals).map(([status, message]) => [
      status,
      {
        description: REFUSAL_MEANING[Number(status) as RefusalStatus],
        ...(status === "429" ? { headers: z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait" }) }) } : {}),
        content: { "application/json": { schema: ErrorBody, example: { error: message } } },
      },
    ]),
  );
}

function successResponse(doc: OperationDoc, status: number): ZodOpenApiResponsesObject {
  const description = doc.returns ?? (status === 201 ? "Created" : "OK");
  if (doc.produces)
    return { [status]: { description, content: Object.fromEntries(doc.produces.map((type) => [type, { schema: { type: "string" } }])) } };
  if (!doc.response) return { [status]: { description } };
  return { [status]: { description, content: { "application/json": { schema: doc.response, example: doc.responseExample } } } };
}

function paramSchema(name: string, doc: OperationDoc): z.ZodType {
  if (doc.params?.[name]) return doc.params[name];
  if (name === "userId") return UserIdParam;
  if (name === SPLAT_PARAM) return z.string().meta({ description: "Any path under /api that no route serves" });
  return z.string();
}

/**
 * A path parameter as described: an id (`…Id`) is an integer from 1 to MAX_ID, what its door's
 * IdSchema accepts (its JSON form also takes digits as text, but a URL carries only text: the
 * fuzzers read the digits branch as "any digits", 0 and 2^31 included).
 */
function describedParam(name: string, doc: OperationDoc): z.ZodType {
  if (!/Id$/.test(name)) return paramSchema(name, doc);
  return z
    .int()
    .min(1)
    .max(MAX_ID)
    .meta({ description: `${name}: a whole number from 1 to ${MAX_ID.toLocaleString("en-US")}` });
}

/** The 400 a malformed path parameter gets: what its own schema says of "x". */
function paramRefusal(params: string[], doc: OperationDoc): Partial<Record<RefusalStatus, string>> {
  for (const name of params) {
    const parsed = paramSchema(name, doc).safeParse("x");
    if (!parsed.success) return { 400: describeIssues(parsed.error) };
  }
  return {};
}

/** The section of the reference a path is in: its first segment after /api ("foods"), the splat aside. */
function tagOf(path: string): string {
  const segment = path.split("/")[2] ?? "";
  return /^[a-z]/.test(segment) ? segment : "unknown paths";
}

/** One operation: what the route registered, with what its write policy (if the method is an action's) implies. */
function operationOf(path: string, method: Method, doc: OperationDoc, route: RouteDoc): ZodOpenApiOperationObject {
  const policy = route.policy && (route.policy.methods === "any" || route.policy.methods.includes(method)) ? route.policy : null;
  const guard = policy?.guard ?? doc.guard;
  if (!guard) throw new Error(`${method} ${path}: name its guard (a loader's method is not in the write policy)`);
  const body = doc.body ?? (policy?.body instanceof z.ZodType ? policy.body : undefined);
  const readsBody = method !== "DELETE" && policy !== null && policy.body !== undefined && policy.body !== "none";
  const params = pathParamsOf(path);
  const refusals = { ...paramRefusal(params, doc), ...policyRefusals(method, guard, policy, readsBody), ...doc.errors };
  const status = policy?.status ?? doc.status ?? 200;
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [tagOf(path)],
    security: SECURITY[guard],
    requestParams: {
      ...(params.length ? { path: z.object(Object.fromEntries(params.map((name) => [name, describedParam(name, doc)]))) } : {}),
      ...(doc.query ? { query: doc.query } : {}),
      ...(policy?.idempotent ? { header: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() }) } : {}),
    },
    ...(readsBody
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: body ?? {}, ...(doc.example === undefined ? {} : { example: doc.example }) } },
          },
        }
      : {}),
    // A status the operation refuses with (the 404 of unknown paths) has no success answer.
    responses: { ...(status in refusals ? {} : successResponse(doc, status)), ...refusalResponses(refusals) },
  };
}

/** The routes' registrations by path, in file-name order; a file without one is left out (the coverage test names it). */
export function routeDocs(
  modules: Record<string, { action?: { openapi?: RouteDoc } }> = ROUTE_MODULES,
): Array<{ path: string; doc: RouteDoc }> {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, { action }]) =>
      action?.openapi ? [{ path: openApiPathOf(file.slice(file.lastIndexOf("/") + 1)), doc: action.openapi }] : [],
    );
}

const INFO_DESCRIPTION = [
  'JSON in and out. Every refusal is `{"error": "<message>"}` with its status. A method a path does not serve gets',
  "405 with `Allow`; an unknown `/api` path 404; a body over 8 MB 413; a write from another origin 403.",
  "Sign in with the session cookie (a guest starts with `POST /api/auth/guest`) or a personal API token",
  "(`Authorization: Bearer fp_…`, made on /account). Writes are rate-limited per user and per address (429 +",
  "`Retry-After`), and creates accept an `Idempotency-Key`: a retry with the same key replays the first answer",
  "(`Idempotent-Replayed: true`) instead of acting twice.",
  "Amounts are metric in and out (kilograms, centimetres, grams, millilitres) whatever a member's `units` on the",
  "screens (metric | us, on PUT /api/user/{id}).",
].join(" ");

function build() {
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, doc } of routeDocs()) {
    paths[path] = Object.fromEntries(
      Object.entries(doc.operations).map(([method, operation]) => [
        method.toLowerCase(),
        operationOf(path, method as Method, operation, doc),
      ]),
    );
  }
  return createDocument({
    openapi: "3.1.0",
    info: { title: "Fitplate API", version: "1", description: INFO_DESCRIPTION },
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "__session",
          description: "The session cookie set on sign-in (or by POST /api/auth/guest)",
        },
        apiToken: { type: "http", scheme: "bearer", bearerFormat: "fp_…", description: "A personal API token from /account" },
      },
    },
    paths,
  });
}

let document: ReturnType<typeof createDocument> | undefined;

/** The description, built on first use (the routes and schemas do not change while the server runs). */
export function openApiDocument() {
  document ??= build();
  return document;
}
