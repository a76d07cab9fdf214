import { db, type Tx } from "~/db.server";

// What staff must settle by hand at Stripe is said in the server log and filed once as a billing
// ticket (the support inbox), with the Stripe id it is about.

export const SECOND_SUBSCRIPTION = "Second active Stripe subscription";
export const REFUND_FAILED = "Refund owed";

/** Files `message` as a billing ticket about `stripeId`, unless one about it is already open. */
async function fileOnce(client: Tx, userId: number, subject: string, stripeId: string, message: string): Promise<void> {
  const known = await client.supportTicket.findFirst({
    where: { userId, category: "billing", subject, message: { contains: stripeId } },
    select: { id: true },
  });
  if (known) return;
  await client.supportTicket.create({
    data: { userId, subject, message, category: "billing", messages: { create: { author: "system", body: message } } },
  });
}

/**
 * A member has one subscription (plan changes happen on it): another one that Stripe reports as
 * active was made outside the app (the dashboard, an old link). Staff cancel and refund the extra one.
 */
export async function reportSecondSubscription(tx: Tx, userId: number, second: string, current: string | null): Promise<void> {
  console.error(`payments: user ${userId} has a second active subscription ${second} beside ${current}; cancel one at Stripe`);
  const message =
    `Stripe reports a second active subscription (${second}) for this member beside ${current}. ` +
    "Fitplate keeps one subscription per member: the tier follows the higher plan. Cancel the extra one at Stripe and refund it.";
  await fileOnce(tx, userId, SECOND_SUBSCRIPTION, second, message);
}

/** A refund the rules owe (ADR 0032) that Stripe did not take: staff refund `cents` of the payment by hand. */
export async function reportFailedRefund(userId: number, paymentId: string, cents: number, why: string): Promise<void> {
  console.error(`payments: refund of ${cents} cents of ${paymentId} for user ${userId} failed (${why}); refund it at Stripe`);
  const message =
    `Fitplate owes this member a refund of ${(cents / 100).toFixed(2)} USD of payment ${paymentId} (a pass that met a subscription or a ` +
    `higher pass), and Stripe refused or could not be reached: ${why}. Refund it at Stripe.`;
  await fileOnce(db, userId, REFUND_FAILED, paymentId, message);
}
