import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { requireProvider } from "~/modules/payments/provider.server";

export const SUBSCRIPTION_NOT_CANCELLED =
  "Your subscription could not be cancelled at Stripe, so nothing was deleted. Please try again in a moment.";

/**
 * "Delete my account and data": the user row goes, and with it (foreign keys, ON DELETE CASCADE)
 * sessions, API tokens, meals and their entries, custom foods, workouts, photos, scans, support
 * tickets and their messages, purchases, saved form analyses, weigh-ins, body measurements, progress
 * photos, check-ins and Idempotency-Keys. Rows that name the user without a
 * foreign key go in the same transaction: one-time codes (by user id or address), the outbox's
 * copies of messages to their addresses or phones (their own and their tickets'), and the rate-limit counters keyed by their id or
 * address. A renewing subscription is first set to end at its period end, so Stripe charges no more.
 */
export async function deleteAccount(userId: number): Promise<void> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      phoneNumber: true,
      stripeSubscriptionId: true,
      cancelAtPeriodEnd: true,
      subscriptionStatus: true,
      supportTickets: { select: { email: true, phoneNumber: true } },
    },
  });
  if (!user) return;
  if (user.stripeSubscriptionId && !user.cancelAtPeriodEnd && user.subscriptionStatus !== "canceled") {
    await requireProvider()
      .cancelAtPeriodEnd(user.stripeSubscriptionId)
      .catch((error: unknown) => {
        console.warn("account deletion: subscription not cancelled:", (error as Error).message);
        throw new DomainError(502, SUBSCRIPTION_NOT_CANCELLED);
      });
  }
  const addresses = [user, ...user.supportTickets]
    .flatMap(({ email, phoneNumber }) => [email, phoneNumber])
    .filter((value): value is string => Boolean(value));
  const limitKeys = [{ key: { endsWith: `:user:${userId}` } }, ...(user.email ? [{ key: { endsWith: `:${user.email}` } }] : [])];
  await db.$transaction([
    db.oneTimeCode.deleteMany({ where: { OR: [{ userId }, ...(user.email ? [{ email: user.email }] : [])] } }),
    db.outboxMessage.deleteMany({ where: { to: { in: addresses } } }),
    db.rateLimit.deleteMany({ where: { OR: limitKeys } }),
    // The member's recipes' ingredient rows first: PostgreSQL checks an ingredient's food
    // (NO ACTION) in the order of its triggers, which may come before the cascade that removes the row.
    db.recipeIngredient.deleteMany({ where: { recipe: { ownerId: userId } } }),
    // Progress photos before their images and the user: each names both, and the two cascades
    // need not run in that order.
    db.progressPhoto.deleteMany({ where: { userId } }),
    db.user.delete({ where: { id: userId } }),
  ]);
}
