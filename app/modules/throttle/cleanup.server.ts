import { db, detached } from "~/db.server";
import { OUTBOX_RETENTION_DAYS } from "~/modules/messenger/outbox.server";
import { ABANDONED_GUEST_DAYS, CLEANUP_EVERY_MINUTES, IDEMPOTENCY_KEY_HOURS } from "./limits";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const MAX_BATCHES = 20;

type CleanupCounts = { guests: number; sessions: number; rateLimits: number; idempotencyKeys: number; outboxMessages: number };

/** A guest with nothing of their own: no meals, no foods, no workouts. */
const abandoned = { isGuest: true, meals: { none: {} }, foods: { none: {} }, workoutSessions: { none: {} } } as const;

/**
 * Deletes what nobody will use again: guests created more than ABANDONED_GUEST_DAYS ago with no
 * data (their sessions go with them), expired sessions and rate-limit windows, and
 * Idempotency-Keys older than IDEMPOTENCY_KEY_HOURS, outbox messages older than OUTBOX_RETENTION_DAYS. Guests go in batches, at most
 * BATCH × MAX_BATCHES a run, so one run stays short however many there are.
 */
export async function cleanUp(now = new Date()): Promise<CleanupCounts> {
  const guestCutoff = new Date(now.getTime() - ABANDONED_GUEST_DAYS * DAY_MS);
  let guests = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = await db.user.findMany({ where: { ...abandoned, createdAt: { lt: guestCutoff } }, select: { id: true }, take: BATCH });
    if (ids.length === 0) break;
    // The conditions again: a guest who logged something since the look-up stays.
    const { count } = await db.user.deleteMany({ where: { ...abandoned, id: { in: ids.map((row) => row.id) } } });
    guests += count;
    if (ids.length < BATCH) break;
  }
  const sessions = await db.session.deleteMany({ where: { expiresAt: { lt: now } } });
  const rateLimits = await db.rateLimit.deleteMany({ where: { expiresAt: { lt: BigInt(now.getTime()) } } });
  const idempotencyKeys = await db.idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000) } },
  });
  const outboxMessages = await db.outboxMessage.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS) } },
  });
  return {
    guests,
    sessions: sessions.count,
    rateLimits: rateLimits.count,
    idempotencyKeys: idempotencyKeys.count,
    outboxMessages: outboxMessages.count,
  };
}

const CHORE = "cleanup";

/**
 * Runs cleanUp if no app server ran it in the last CLEANUP_EVERY_MINUTES: the ChoreRun row is
 * claimed with one conditional UPDATE (or its first INSERT), so only one caller wins a slot.
 * Returns the counts when this call ran it, else null.
 */
export async function maybeCleanUp(now = new Date()): Promise<CleanupCounts | null> {
  const due = new Date(now.getTime() - CLEANUP_EVERY_MINUTES * 60 * 1000);
  const { count } = await db.choreRun.updateMany({ where: { name: CHORE, lastRunAt: { lt: due } }, data: { lastRunAt: now } });
  if (count === 0) {
    try {
      await db.choreRun.create({ data: { name: CHORE, lastRunAt: now } });
    } catch (error) {
      if ((error as { code?: unknown }).code === "P2002") return null; // ran recently (or another server just claimed it)
      throw error;
    }
  }
  return cleanUp(now);
}

/** Starts maybeCleanUp without waiting for it (a request should not pay for it); failures are logged. */
export function cleanUpSoon(): void {
  detached(() => maybeCleanUp()).catch((error: unknown) => console.error("Clean-up failed:", error));
}
