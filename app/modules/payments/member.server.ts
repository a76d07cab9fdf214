import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";

export const MEMBERS_ONLY = "Create an account first, so your plan is never lost with a cookie";

/** The member who pays: every paying door refuses a guest (403) with the same words. */
export async function payingMember(userId: number) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, isGuest: true, firstName: true, lastName: true, stripeCustomerId: true },
  });
  if (!user || user.isGuest) throw new DomainError(403, MEMBERS_ONLY);
  return user;
}
