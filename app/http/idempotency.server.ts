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
