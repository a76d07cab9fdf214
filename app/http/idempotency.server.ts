import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { IDEMPOTENCY_HEADER, runOnce } from "~/modules/idempotency/idempotency.server";
import { jsonError } from "./json.server";

/**
 * For JSON create doors, in one line:
 * `return idempotentJson(request, userId, "POST /api/food-log", () => jsonFrom(() => logFood(userId, body), 201));`
 * Without an Idempotency-Key header it just runs. With one, a 2xx answer is stored for 24 h and
 * replayed (same status and body, plus `Idempotent-Replayed: true`) to any request with the same
 * key, even one that arrives while the first is running; refusals are not stored.
 */
export async function idempotentJson(request: Request, userId: number, route: string, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return run();
  try {
    const outcome = await runOnce({ userId, key, route }, run, async (response) =>
      response.ok ? { status: response.status, body: await response.clone().text() } : null,
    );
    if (!outcome.replayed) return outcome.value;
    return new Response(outcome.body, {
      status: outcome.status,
      headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" },
    });
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
}
