import type { ActionFunctionArgs } from "@remix-run/node";
import { getSessionUserId } from "~/modules/auth/session.server";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import type { z } from "zod";
import { readFormData } from "./form-data.server";
import { domainFormError, unknownIntent } from "./form.server";
import { requireApiSelf, requireApiUser, requirePageUser, requireStaffPage } from "./guards.server";
import { idempotentForm, idempotentJson } from "./idempotency.server";
import { jsonFrom, methodNotAllowed, parseOrThrow, readJson, refusalOf } from "./json.server";
import { readUpload, type UploadedFile } from "./upload.server";
import { throttleApiGuest, throttleApiWrite, throttleFormGuest, throttleFormWrite } from "./throttle.server";

// The one write policy (ADR 0022): every route module's `action` is built here, by `apiAction`
// (JSON doors), `formAction` (screens), `notServed` (a route that takes no writes) or
// `everyMethod` (the 404s of unknown paths, moved paths). Each names
// its guard, throttle, body, idempotency and intents; the order, the body cap, the 405 with
// `Allow` and the mapping of DomainError and Zod errors to a JSON error or a form reply live only
// here. tests/integration/write-policy.test.ts fails when a route's action is built any other way.

/** The mark on every handler built here (a non-enumerable property), read by the walk test. */
const WRITE_POLICY = Symbol.for("fitplate.write-policy");

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (args: ActionFunctionArgs) => unknown;

function mark<F extends Handler, A extends readonly string[] | "any", P extends object = object>(
  handler: F,
  kind: "api" | "form" | "not-served",
  allow: A,
  extra?: P,
): F & { allow: A } & P {
  Object.defineProperty(handler, WRITE_POLICY, { value: kind, enumerable: false });
  return Object.assign(handler, { allow }, extra as P);
}

/** Whether `handler` was built by the write policy (and by which builder). */
export function writePolicyOf(handler: unknown): "api" | "form" | "not-served" | null {
  if (typeof handler !== "function") return null;
  return ((handler as unknown as Record<symbol, unknown>)[WRITE_POLICY] as "api" | "form" | "not-served" | undefined) ?? null;
}

// ── JSON doors ──────────────────────────────────────────────────────────────────────────────

/**
 * Who may call: `user` (requireApiUser: token or cookie, else 401), `self` (requireApiSelf with
 * `params.userId`: 400/401/403), `session` (the session's user or null: guests' and strangers'
 * auth doors), `none` (no one is looked up: the Stripe webhook, the 404 of unknown paths).
 */
export type ApiGuard = "user" | "self" | "session" | "none";
type ApiUser<G extends ApiGuard> = G extends "user" | "self" ? number : G extends "session" ? number | null : null;
type ApiBody = "json" | "none" | z.ZodType;
type ApiBodyOf<B> = B extends z.ZodType ? z.output<B> : B extends "json" ? unknown : undefined;

export type ApiDoor<G extends ApiGuard, B extends ApiBody> = ActionFunctionArgs & { userId: ApiUser<G>; body: ApiBodyOf<B> };

export type ApiSpec<G extends ApiGuard, B extends ApiBody, M extends readonly Method[] | "any"> = {
  /** The methods this action serves (`"any"`: every one); any other gets 405 + `Allow`. */
  methods: M;
  /** The methods the route's loader serves, named first in `Allow` (e.g. `["GET"]` for GET + POST). */
  loaderMethods?: readonly Method[];
  guard: G;
  /** `write`: per user and per IP (WRITES_PER_USER/IP); `guest`: guest creation per IP; false: none (only the signed Stripe webhook). */
  throttle: "write" | "guest" | false;
  /**
   * The route name an `Idempotency-Key` is stored under (creates, with a user guard); a retry with
   * the key replays the first 2xx. The throttle's count, the key and the work's rows then commit in
   * one transaction (the body is read before it opens).
   */
  idempotent?: string | false;
  /**
   * The work takes long (a model's answer, a solver): it runs outside a transaction, which would
   * hold SQLite's write lock meanwhile; its key is claimed first, on a lease the request renews.
   */
  slow?: boolean;
  /**
   * `json` (readJson: 8 MB cap, malformed → 400), a Zod schema (the same, validated: 400 naming the
   * fields), or `none` (default). A DELETE's body is never read (it has no meaning here).
   */
  body?: B;
  /** The status of a plain result (default 200). */
  status?: number;
  /** The work: a Response passes as it is, anything else is answered as JSON with `status` (`jsonFrom`). */
  run: (door: ApiDoor<G, B>) => unknown;
};

async function apiUser(guard: ApiGuard, args: ActionFunctionArgs): Promise<number | null> {
  if (guard === "user") return requireApiUser(args.request);
  if (guard === "self") return requireApiSelf(args.request, args.params.userId);
  if (guard === "session") return getSessionUserId(args.request);
  return null;
}

async function apiBody(body: ApiBody, request: Request): Promise<unknown> {
  if (body === "none" || request.method === "DELETE") return undefined;
  const json = await readJson(request);
  return body === "json" ? json : parseOrThrow(body, json);
}

/**
 * An `/api` route's action: method → guard → throttle → body → Idempotency-Key → run, each
 * refusal answered `{ "error" }` with its status (405 with `Allow`, 401/403, 429 + Retry-After,
 * 400/413, a DomainError's 4xx). Use it as the loader too (`export const loader = notServed(action)`)
 * when the route serves no GET.
 */
export function apiAction<G extends ApiGuard, M extends readonly Method[] | "any", B extends ApiBody = "none">(spec: ApiSpec<G, B, M>) {
  const allow = (spec.methods === "any" ? "any" : [...(spec.loaderMethods ?? []), ...spec.methods]) as M extends "any" ? "any" : string[];
  return mark(
    async (args: ActionFunctionArgs): Promise<Response> => {
      if (spec.methods !== "any" && !spec.methods.includes(args.request.method as Method)) return methodNotAllowed(allow as string[]);
      const userId = await apiUser(spec.guard, args);
      const throttle = () =>
        spec.throttle === "guest" ? throttleApiGuest(args) : spec.throttle === "write" ? throttleApiWrite(args, userId) : Promise.resolve();
      const create = spec.idempotent && userId !== null ? { route: spec.idempotent, throttle, leased: spec.slow === true } : null;
      // A create counts its throttle in its own transaction; any other door before reading the body.
      if (!create || create.leased) await throttle();
      const body = await apiBody(spec.body ?? "none", args.request);
      const answer = () => jsonFrom(() => spec.run({ ...args, userId: userId as ApiUser<G>, body: body as ApiBodyOf<B> }), spec.status);
      return create && userId !== null ? idempotentJson(args.request, userId, create, answer) : answer();
    },
    "api",
    allow,
    { policy: spec as ApiPolicy },
  );
}

/** What an `apiAction` serves, read by its OpenAPI description (app/http/openapi/): the spec without `run`. */
export type ApiPolicy = Omit<ApiSpec<ApiGuard, ApiBody, readonly Method[] | "any">, "run">;

/**
 * The handler of a route that takes no writes, or of the loader of one that serves no GET: 405
 * `{ "error": "Method not allowed (use POST)" }` with `Allow`. `notServed("GET")` for a GET-only
 * route's action; `notServed(action)` for a write-only route's loader (the action's Allow).
 */
export function notServed(...allowed: [{ allow: readonly string[] }] | Method[]) {
  const first = allowed[0];
  const allow = typeof first === "string" || first === undefined ? (allowed as Method[]) : first.allow;
  return mark(async () => methodNotAllowed(allow), "not-served", allow);
}

/**
 * The handler of a route that answers every method alike and reads no body (no guard, no
 * throttle): the 404s of unknown paths, `/api/…` as JSON and pages as the Not Found screen, and
 * the permanent redirects of moved paths (which read only the URL).
 */
export function everyMethod<T>(answer: (args: ActionFunctionArgs) => T) {
  return mark((args: ActionFunctionArgs) => answer(args), "not-served", "any");
}

// ── Screen forms ────────────────────────────────────────────────────────────────────────────

/**
 * Who may post: `page` (requirePageUser: a redirect to `/` without a session), `staff` (a page
 * user who is staff, else the Page Not Found screen), `session` (the session's user or null:
 * sign-in and registration steps) or `none`.
 */
export type FormGuard = "page" | "staff" | "session" | "none";
type FormUser<G extends FormGuard> = G extends "session" ? number | null : G extends "none" ? null : number;

export type FormDoor<U> = ActionFunctionArgs & {
  userId: U;
  /** The posted form (read with the 8 MB cap); empty for a step that does not read it (`read: false`). */
  formData: FormData;
  intent: string;
  url: URL;
  /** With `upload`: the posted file, streamed to a temporary file removed after the handler (null: none sent). */
  file: UploadedFile | null;
};

/** One intent's handler, or its handler with its own policy (Home's "start" is a guest's, not a member's). */
export type IntentEntry<U> =
  | ((door: FormDoor<U>) => unknown)
  | { guard?: FormGuard; throttle?: FormThrottle; read?: boolean; run: (door: FormDoor<number | null>) => unknown };

type FormThrottle = "write" | "guest" | false;

/** A creating intent whose key is made from the form (null: none sent, it just runs). */
export type FormCreate = { intent: string; key: (formData: FormData) => string | null };

function formKeyOf(creates: readonly (string | FormCreate)[] | undefined, intent: string, formData: FormData): string | null | undefined {
  for (const create of creates ?? []) {
    if (create === intent) return keyField(formData);
    if (typeof create === "object" && create.intent === intent) return create.key(formData);
  }
  return undefined; // not a create
}

function keyField(formData: FormData): string | null {
  const key = formData.get(IDEMPOTENCY_FIELD);
  return typeof key === "string" && key !== "" ? key : null;
}

export type FormSpec<G extends FormGuard> = {
  guard: G;
  /** `write` (per user and per IP), `guest` (guest creation per IP) or false. */
  throttle: FormThrottle;
  /**
   * Where the intent comes from: the form's `intent` field (default), a function of the form, a
   * fixed name (a one-form screen: with `run`), or `{ fromUrl }` (a step in the query: the body is
   * read after the throttle, or not at all with `read: false`).
   */
  intent?: string | ((formData: FormData) => string) | { fromUrl: (url: URL) => string };
  /** false: the body is not read (a button-only form, a library that reads it itself). Default true. */
  read?: boolean;
  /**
   * The body is a file upload (upload.server.ts): its one file streams to disk up to
   * MAX_UPLOAD_BYTES (only for the paths of UPLOAD_PATHS, which the server lets past 8 MB), its
   * fields are the form. Use with `intent: { fromUrl }` so guard and throttle come before the upload.
   */
  upload?: boolean;
  /** What a form over the body cap gets instead of the plain 413 (the scanner's "File Too Large"). */
  tooLarge?: () => unknown;
  /** The screen's intents; any other → `unknownIntent` (400 "Unknown action"). */
  intents?: Record<string, IntentEntry<FormUser<G>>>;
  /**
   * The intents that create (log a food, add water…): posted with the form's `idempotencyKey`
   * field, each runs once per key and a retry gets the first answer (idempotentForm). An intent
   * whose one form holds several creates (a button per food) names how its key is made.
   */
  idempotent?: readonly (string | FormCreate)[];
  /** With a fixed `intent`: its handler. */
  run?: (door: FormDoor<FormUser<G>>) => unknown;
};

/** A step named in the query (`?step=…`) among `steps`, else `fallback` (sign-in and registration screens). */
export function stepOf<S extends string>(url: URL, steps: readonly S[], fallback: S): S {
  const step = url.searchParams.get("step");
  return steps.find((known) => known === step) ?? fallback;
}

async function formUser(guard: FormGuard, request: Request): Promise<number | null> {
  if (guard === "page") return requirePageUser(request);
  if (guard === "staff") {
    const userId = await requirePageUser(request);
    await requireStaffPage(userId); // anyone else: the Page Not Found screen, before the form is read
    return userId;
  }
  if (guard === "session") return getSessionUserId(request);
  return null;
}

async function formThrottle(throttle: FormThrottle, args: ActionFunctionArgs, userId: number | null, intent: string) {
  if (throttle === "guest") return throttleFormGuest(args, intent);
  if (throttle === "write") return throttleFormWrite(args, userId, intent);
  return null;
}

type Body = { formData: FormData; file: UploadedFile | null; dispose?: () => Promise<void> };

async function readForm(request: Request, tooLarge: (() => unknown) | undefined, upload = false): Promise<Body | { refused: unknown }> {
  try {
    return upload ? await readUpload(request) : { formData: await readFormData(request), file: null };
  } catch (error) {
    if (tooLarge && error instanceof Response && error.status === 413) return { refused: tooLarge() };
    throw error;
  }
}

/**
 * A screen's action: guard → form body (8 MB, 415/413/400 as plain text) → intent → throttle →
 * the intent's handler (once per form key for an `idempotent` intent), whose DomainError (or stray ZodError) becomes a FormReply on that intent
 * with its status; an intent the screen does not handle → `unknownIntent`. When an intent names
 * its own guard, the form is read first and the guard is the intent's.
 */
export function formAction<G extends FormGuard>(spec: FormSpec<G>) {
  const entries: Record<string, IntentEntry<FormUser<G>>> = typeof spec.intent === "string" && spec.run
    ? { [spec.intent]: spec.run }
    : (spec.intents ?? {});
  const ownGuards = Object.values(entries).some((entry) => typeof entry === "object" && entry.guard !== undefined);
  return mark(
    async (args: ActionFunctionArgs): Promise<unknown> => {
      const url = new URL(args.request.url);
      const fromUrl = typeof spec.intent === "object" ? spec.intent.fromUrl : null;
      let body: Body = { formData: new FormData(), file: null };
      try {
        let userId = ownGuards ? null : await formUser(spec.guard, args.request);
        if (!fromUrl && spec.read !== false) {
          const read = await readForm(args.request, spec.tooLarge, spec.upload);
          if ("refused" in read) return read.refused;
          body = read;
        }
        const intent = fromUrl
          ? fromUrl(url)
          : typeof spec.intent === "string"
            ? spec.intent
            : typeof spec.intent === "function"
              ? spec.intent(body.formData)
              : String(body.formData.get("intent") ?? "");
        const entry = Object.hasOwn(entries, intent) ? entries[intent] : undefined;
        const policy: { guard?: FormGuard; throttle?: FormThrottle; read?: boolean } = typeof entry === "object" ? entry : {};
        if (ownGuards) userId = await formUser(policy.guard ?? spec.guard, args.request);
        const limited = await formThrottle(policy.throttle ?? spec.throttle, args, userId, intent);
        if (limited) return limited;
        if (fromUrl && (policy.read ?? spec.read) !== false) {
          const read = await readForm(args.request, spec.tooLarge, spec.upload);
          if ("refused" in read) return read.refused;
          body = read;
        }
        try {
          if (!entry) return unknownIntent(intent);
          const run = (typeof entry === "object" ? entry.run : entry) as (door: FormDoor<number | null>) => unknown;
          const answer = async () => run({ ...args, userId, formData: body.formData, file: body.file, intent, url });
          const key = userId === null ? null : formKeyOf(spec.idempotent, intent, body.formData);
          return await (key && userId !== null ? idempotentForm(userId, key, intent, answer) : answer());
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal) return domainFormError(intent, refusal);
          throw error;
        }
      } finally {
        // The uploaded file (if any) goes whatever the answer: refusal, error or success.
        await body.dispose?.();
      }
    },
    "form",
    "any",
  );
}
