import { data } from "@remix-run/node";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { IDEMPOTENCY_HEADER, runInTransaction, runOnce, runOnceLeased } from "~/modules/idempotency/idempotency.server";
import { jsonError } from "./json.server";

type CreateDoor = {
  /** The route name the key is stored under, e.g. "POST /api/food-log". */
  route: string;
  /** Counts the request against its throttle (throws the 429); counted inside the create's transaction. */
  throttle: () => Promise<void>;
  /** The work takes long (a model, a solver): it runs outside a transaction, its key on a lease. */
  leased: boolean;
};

const keepOk = async (response: Response) => (response.ok ? { status: response.status, body: await response.clone().text() } : null);

/**
 * A JSON create door's work (ADR 0039): its throttle's count, its Idempotency-Key (when sent) and
 * its rows commit in one transaction, so a crash leaves all or nothing; a refusal rolls them back
 * and is then counted against the throttle on its own. With a key, a 2xx answer is stored for 24 h
 * and replayed (same status and body, plus `Idempotent-Replayed: true`) to any request with the same
 * key, even one that arrives while the first is running; refusals are not stored.
 */
export async function idempotentJson(request: Request, userId: number, door: CreateDoor, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  const counted = door.leased ? run : async () => (await door.throttle(), run());
  try {
    let response: Response;
    if (key === null)
      response = door.leased
        ? await run()
        : await runInTransaction(counted, async (answer) => (answer.ok ? { status: answer.status, body: "" } : null));
    else {
      const outcome = await (door.leased ? runOnceLeased : runOnce)({ userId, key, route: door.route }, counted, keepOk);
      if (outcome.replayed)
        return new Response(outcome.body, {
          status: outcome.status,
          headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" },
        });
      response = outcome.value;
    }
    // The refusal's count was rolled back with it: count it on its own (past the limit, the 429 answers).
    if (!response.ok && !door.leased) await door.throttle();
    return response;
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
}

/** What a screen's create answered, as stored with its key: a redirect's headers, or a reply's data. */
type StoredFormAnswer = { headers: [string, string][]; data?: unknown };

/** Remix's `data(value, init)`: a reply with its status and headers (single fetch's DataWithResponseInit). */
type DataReply = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataReply = (value: unknown): value is DataReply =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

function headerList(init: HeadersInit | undefined): [string, string][] {
  const headers = new Headers(init);
  const cookies = headers.getSetCookie().map((cookie): [string, string] => ["Set-Cookie", cookie]);
  return [...[...headers].filter(([name]) => name.toLowerCase() !== "set-cookie"), ...cookies];
}

/** A success to store (status and what to rebuild), or null for a refusal: its transaction rolls back and the key stays free. */
async function keepFormAnswer(answer: unknown): Promise<{ status: number; body: string } | null> {
  let status = 200;
  let stored: StoredFormAnswer;
  if (answer instanceof Response) {
    status = answer.status;
    stored = { headers: headerList(answer.headers) };
  } else if (isDataReply(answer)) {
    status = answer.init?.status ?? 200;
    stored = { headers: headerList(answer.init?.headers), data: answer.data };
  } else stored = { headers: [], data: answer };
  return status < 400 ? { status, body: JSON.stringify(stored) } : null;
}

function replayFormAnswer({ status, body }: { status: number; body: string }): unknown {
  const stored = JSON.parse(body) as StoredFormAnswer;
  const headers = new Headers(stored.headers);
  return "data" in stored ? data(stored.data, { status, headers }) : new Response(null, { status, headers });
}

/**
 * A screen's create (an intent its formAction declares `idempotent`), posted with a form key: its
 * rows and the key commit together, and a retried post (a lost answer, a double tap without
 * JavaScript) gets the first answer again (the same redirect and toast), changing nothing; a
 * refusal is not stored.
 */
export async function idempotentForm(userId: number, key: string, route: string, run: () => Promise<unknown>): Promise<unknown> {
  const outcome = await runOnce({ userId, key, route }, run, keepFormAnswer);
  return outcome.replayed ? replayFormAnswer(outcome) : outcome.value;
}
