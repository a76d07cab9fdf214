import { db } from "~/db.server";
import type { PaymentProvider } from "./provider";

/**
 * A member starts one subscription at a time. Starting one (a hosted Checkout Session, or a
 * subscription waiting for its first payment) closes the member's other ones still open at Stripe:
 * their sessions expire and their unpaid subscriptions are cancelled, so a page left open in another
 * tab cannot pay for a second subscription. Their Purchase rows become "canceled". One Stripe will
 * not close (already paid, already gone) is left to its own webhook; the webhook's report of a
 * second active subscription stays the backstop.
 */
export async function closeOtherOpenings(provider: PaymentProvider, userId: number, keep: string): Promise<void> {
  const open = await db.purchase.findMany({
    where: { userId, status: "pending", interval: { in: ["month", "year"] }, NOT: { stripeId: keep } },
    select: { id: true, stripeId: true },
  });
  for (const row of open) {
    try {
      const closed = row.stripeId.startsWith("cs_")
        ? await provider.expireCheckout(row.stripeId)
        : await provider.cancelUnpaidSubscription(row.stripeId);
      if (closed) await db.purchase.update({ where: { id: row.id }, data: { status: "canceled" } });
    } catch (error) {
      console.warn(`payments: ${row.stripeId} of user ${userId} not closed: ${(error as Error).message}`);
    }
  }
}
