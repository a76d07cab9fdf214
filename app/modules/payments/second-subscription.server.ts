import type { Tx } from "~/db.server";

export const SECOND_SUBSCRIPTION = "Second active Stripe subscription";

/**
 * A member has one subscription (plan changes happen on it): another one that Stripe reports as
 * active was made outside the app (the dashboard, an old link). It is said in the server log and
 * filed once as a billing ticket for staff (the support inbox), who cancel and refund the extra one.
 */
export async function reportSecondSubscription(tx: Tx, userId: number, second: string, current: string | null): Promise<void> {
  console.error(`payments: user ${userId} has a second active subscription ${second} beside ${current}; cancel one at Stripe`);
  const known = await tx.supportTicket.findFirst({
    where: { userId, category: "billing", message: { contains: second } },
    select: { id: true },
  });
  if (known) return;
  const message =
    `Stripe reports a second active subscription (${second}) for this member beside ${current}. ` +
    "Fitplate keeps one subscription per member: the tier follows the higher plan. Cancel the extra one at Stripe and refund it.";
  await tx.supportTicket.create({
    data: { userId, subject: SECOND_SUBSCRIPTION, message, category: "billing", messages: { create: { author: "system", body: message } } },
  });
}
