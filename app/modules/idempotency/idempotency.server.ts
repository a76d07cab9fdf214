import { db, transactionKeeping } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { IDEMPOTENCY_HEADER } from "./field";
import { IdempotencyKeySchema } from "./key-schema";

// Idempotency keys (issue 7, item 11; issue 37, item 3): a create retried with the same key (after
// a lost answer) gets the first answer back and changes nothing. The key's row is written in the
// same transaction as the create's rows and its answer (ADR 0039), so a crash before the commit
// leaves nothing claimed and a crash after it leaves the answer to replay. A second request with the
// key waits for the first one's transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: the unique index),
// then replays what it committed. Rows are kept IDEMPOTENCY_KEY_HOURS (deleted by the clean-up).
//
// Work that calls a third party (a model) cannot hold a write transaction while it waits: its key
// is claimed first, in its own commit, on a lease the running request renews (`runOnceLeased`).

export { IDEMPOTENCY_HEADER } from "./field";

type StoredAnswer = { status: number; body: string };
type Outcome<T> = { replayed: false; value: T } | ({ replayed: true } & StoredAnswer);
type Claim = { userId: number; key: string; route: string };

/** A claim with no answer yet, older than this, belongs to a request that died: a retry takes over. */
const LEASE_MS = 15_000;
/** How often a running leased request renews its claim. */
const RENEW_MS = 5_000;
/** How long a second request waits for a leased first one before giving up with 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/** Throws 400 unless the key is 1–200 visible ASCII characters (a UUID is typical). */
function checkIdempotencyKey(key: string): string {
  return validate(IdempotencyKeySchema, key);
}

const findKey = ({ userId, key }: Claim) => db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });

type KeyRow = { route: string; status: number | null; body: string | null };

/** A key's stored answer, or "running" (a leased one not answered yet); 422 for a key of another route. */
function answerOf(row: KeyRow, claim: Claim): StoredAnswer | "running" {
  if (row.route !== claim.route) throw new DomainError(422, `This ${IDEMPOTENCY_HEADER} was already used for another request`);
  return row.status === null ? "running" : { status: row.status, body: row.body ?? "" };
}

async function storedAnswer(claim: Claim): Promise<StoredAnswer | "running" | null> {
  const row = await findKey(claim);
  return row ? answerOf(row, claim) : null;
}

/**
 * A create without a key: `work` in one transaction, committed only when `keep` makes an answer
 * of its result (a refusal rolls back what it wrote, the throttle's count included).
 */
export function runInTransaction<T>(work: () => Promise<T>, keep: (value: T) => Promise<StoredAnswer | null>): Promise<T> {
  let kept = false;
  return transactionKeeping(
    async () => {
      const value = await work();
      kept = (await keep(value)) !== null;
      return value;
    },
    () => kept,
  );
}

/**
 * Runs `work` once per (user, key), in one transaction with the key's row: `keep` makes the
 * answer to store from the result, or null for a refusal that must change nothing (the transaction
 * rolls back, the key stays free, a retry runs again). Later requests with the key get the stored
 * answer (`replayed: true`), also one that arrives while the first runs. A key reused for another
 * route → 422.
 */
export async function runOnce<T>(
  claim: Claim,
  work: () => Promise<T>,
  keep: (value: T) => Promise<StoredAnswer | null>,
): Promise<Outcome<T>> {
  checkIdempotencyKey(claim.key);
  for (;;) {
    const stored = await storedAnswer(claim);
    if (stored === "running") return runOnceLeased(claim, work, keep);
    if (stored) return { replayed: true, ...stored };
    const attempt = await transactionKeeping<{ taken: true } | { value: T; answer: StoredAnswer | null }>(
      async () => {
        if (!(await claimKey(claim))) return { taken: true };
        const value = await work();
        const answer = await keep(value);
        if (answer) await db.idempotencyKey.update({ where: { userId_key: { userId: claim.userId, key: claim.key } }, data: answer });
        return { value, answer };
      },
      (attempt) => !("taken" in attempt) && attempt.answer !== null,
    );
    // Taken: another request committed this key first (or rolled back): read what it left.
    if (!("taken" in attempt)) return { replayed: false, value: attempt.value };
  }
}

/** Writes the key's row (no answer yet) in the open transaction; false when another request has it. */
async function claimKey(claim: Claim): Promise<boolean> {
  try {
    await db.idempotencyKey.create({ data: claim, select: { id: true } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function claimLease(claim: Claim): Promise<{ id: number } | StoredAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await db.idempotencyKey.create({ data: claim, select: { id: true } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await findKey(claim);
    if (!row) continue; // released by a failed first request: claim it again
    const answer = answerOf(row, claim);
    if (answer !== "running") return answer;
    if (Date.now() - row.createdAt.getTime() > LEASE_MS) {
      await db.idempotencyKey.deleteMany({ where: { id: row.id, status: null, createdAt: row.createdAt } });
      continue;
    }
    if (Date.now() > deadline)
      throw new DomainError(409, `A request with this ${IDEMPOTENCY_HEADER} is still in progress, try again shortly`);
    await sleep(POLL_MS);
  }
}

/**
 * runOnce for slow work (a model, a solver): the key is claimed in its own commit and renewed
 * every RENEW_MS while the work runs, so a request that died frees its key within LEASE_MS.
 */
export async function runOnceLeased<T>(
  claim: Claim,
  work: () => Promise<T>,
  keep: (value: T) => Promise<StoredAnswer | null>,
): Promise<Outcome<T>> {
  checkIdempotencyKey(claim.key);
  const claimed = await claimLease(claim);
  if (!("id" in claimed)) return { replayed: true, ...claimed };
  const renew = setInterval(() => {
    db.idempotencyKey.updateMany({ where: { id: claimed.id, status: null }, data: { createdAt: new Date() } }).catch(() => {});
  }, RENEW_MS);
  let stored: StoredAnswer | null = null;
  try {
    const value = await work();
    stored = await keep(value);
    return { replayed: false, value };
  } finally {
    clearInterval(renew);
    if (stored) await db.idempotencyKey.update({ where: { id: claimed.id }, data: stored });
    else await db.idempotencyKey.deleteMany({ where: { id: claimed.id } });
  }
}

/**
 * Runs `work` for one of the member's requests named `name` at a time (a Subscribe pressed in
 * eight tabs): the others wait their turn on the same lease (at most WAIT_MS, then 409) and run
 * after it, when they find what the first one made.
 */
export async function oneAtATime<T>(userId: number, name: string, work: () => Promise<T>): Promise<T> {
  const turn = `one-at-a-time:${name}`;
  const outcome = await runOnceLeased({ userId, key: turn, route: turn }, work, async () => null);
  if (outcome.replayed) throw new Error(`${turn} has a stored answer`); // never kept: keep is always null
  return outcome.value;
}
