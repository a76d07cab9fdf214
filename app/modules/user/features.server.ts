import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { hasFeature, PREMIUM_FEATURES, TIER_COLUMNS, tierNow, type PremiumFeature } from "./tiers";

/** The refusal a free member gets for a premium feature: it names the plan and where to get it. */
export function featureRefusal(feature: PremiumFeature): string {
  return `${PREMIUM_FEATURES[feature]}: upgrade on /premium to use it.`;
}

/** Throws 403 (naming the plan) unless the user's tier, read from the database, includes `feature`. */
export async function requireFeature(userId: number, feature: PremiumFeature, tx: Tx = db): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: TIER_COLUMNS });
  if (!user) throw new DomainError(404, "User not found");
  if (!hasFeature(tierNow(user), feature)) throw new DomainError(403, featureRefusal(feature));
}
