import { db, type Tx } from "~/db.server";
import type { PaymentProvider } from "./provider";

// The member's Stripe customer: subscriptions and the billing portal belong to it. Its id is
// learned only from our own API calls and from signed webhooks, never from what a client sends.

/** The member's stored customer id, or null. */
export async function customerOf(userId: number): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  return user?.stripeCustomerId ?? null;
}

/**
 * Keeps the first customer id learned for a member; a later, different one does not replace it,
 * and an id another member already holds is never copied (each customer belongs to one member).
 */
export async function rememberCustomer(userId: number, customerId: string, tx: Tx = db): Promise<void> {
  const holder = await tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  if (holder) return;
  await tx.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
}

/** The member's customer, created at Stripe (and stored) the first time it is needed. */
export async function ensureCustomer(provider: PaymentProvider, userId: number, contact: { email: string; name: string }): Promise<string> {
  const known = await customerOf(userId);
  if (known) return known;
  const created = await provider.createCustomer({ ...contact, metadata: { userId: String(userId) } });
  await rememberCustomer(userId, created);
  // A parallel request may have stored another one first: that one is the member's.
  return (await customerOf(userId)) ?? created;
}
