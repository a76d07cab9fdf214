import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from "./field";
import { IdempotencyKeySchema } from "./key-schema";

// Idempotency keys (issue 7, item 11): a create retried with the same key (after a lost answer)
// gets the first answer back and changes nothing. The unique (userId, key) row decides which of
// two parallel requests runs; the other waits for its answer. Rows are kept IDEMPOTENCY_KEY_HOURS
// (deleted by the clean-up).

export { IDEMPOTENCY_HEADER } from "./field";

/** How long a second request waits for the first one's answer before giving up with 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A claim still unanswered after this long belongs to a request that died: a retry may take over. */
const STALE_MS = 2 * 60 * 1000;

type StoredAnswer = { status: number; body: string };
type Outcome<T> = { replayed: false; value: T } | ({ replayed: true } & StoredAnswer);
type Claim = { userId: number; key: string; route: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/** Throws 400 unless the key is 1–200 visible ASCII characters (a UUID is typical). */
function checkIdempotencyKey(key: string): string {
  return validate(IdempotencyKeySchema, key);
}

async function claimOrReplay(claim: Claim): Promise<{ id: number } | StoredAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await db.idempotencyKey.create({ data: { userId: claim.userId, key: claim.key, route: claim.route }, select: { id: true } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await db.idempotencyKey.findUnique({ where: { userId_key: { userId: claim.userId, key: claim.key } } });
    if (!row) continue; // released by a failed first request: claim it again
    if (row.route !== claim.route) throw new DomainError(422, `This ${IDEMPOTENCY_HEADER} was already used for another request`);
    if (row.status !== null) return { status: row.status, body: row.body ?? "" };
    if (Date.now() - row.createdAt.getTime() > STALE_MS) {
      await db.idempotencyKey.deleteMany({ where: { id: row.id, status: null } });
      continue;
    }
    if (Date.now() > deadline)
      throw new DomainError(409, `A request with this ${IDEMPOTENCY_HEADER} is still in progress, try again shortly`);
    await sleep(POLL_MS);
  }
}

/**
 * Runs `work` once per (user, key): the first request claims the key, runs, and stores what
 * `keep` makes of the result (null, e.g. for a refusal that changed nothing, releases the key so
 * a retry runs again). Later requests with the key get the stored answer (`replayed: true`);
 * one arriving while the first runs waits for it. A key reused for another route → 422.
 */
export async function runOnce<T>(
  claim: Claim,
  work: () => Promise<T>,
  keep: (value: T) => Promise<StoredAnswer | null>,
): Promise<Outcome<T>> {
  checkIdempotencyKey(claim.key);
  const claimed = await claimOrReplay(claim);
  if (!("id" in claimed)) return { replayed: true, ...claimed };
  let stored: StoredAnswer | null = null;
  try {
    const value = await work();
    stored = await keep(value);
    return { replayed: false, value };
  } finally {
    if (stored) await db.idempotencyKey.update({ where: { id: claimed.id }, data: stored });
    else await db.idempotencyKey.deleteMany({ where: { id: claimed.id } });
  }
}

/**
 * For screen forms: runs `work` once per `idempotencyKey` field value (no field → just runs it).
 * The result must be plain JSON; a replay returns the first result, so the door answers as before
 * (e.g. the same redirect and toast) without logging again. A DomainError releases the key.
 */
export async function onceForForm<T>(userId: number, formData: FormData, route: string, work: () => Promise<T>): Promise<T> {
  const key = formData.get(IDEMPOTENCY_FIELD);
  if (typeof key !== "string" || key === "") return work();
  const outcome = await runOnce({ userId, key, route }, work, async (value) => ({ status: 200, body: JSON.stringify(value) }));
  return outcome.replayed ? (JSON.parse(outcome.body) as T) : outcome.value;
}
