// Tiers of spec core §6. Pure: the rule is shared by loaders, the export door and the screens.
import { findPlan, PLANS } from "~/modules/premium/plans";

/**
 * What the paid tiers unlock (spec core §6, commercial §2): the one check every door uses. Each
 * refusal names the plan that unlocks the feature.
 */
export const PREMIUM_FEATURES = {
  advancedAnalytics: "Advanced analytics are part of Premium",
  phoneSupport: "Phone support is part of Premium",
  barcodeScanning: "Barcode scanning is part of Premium",
  premiumIntegrations: "Premium integrations are part of Premium",
  unlimitedPhotoAnalysis: "More than 5 photo analyses a day are part of Premium",
} as const;
export type PremiumFeature = keyof typeof PREMIUM_FEATURES;

export function hasFeature(tier: string, _feature: PremiumFeature): boolean {
  return tier === "premium" || tier === "premium_plus";
}

/** Advanced analytics (/progress-enhanced's reports and the data export) are premium-only (spec core §6). */
export function hasAdvancedAnalytics(tier: string): boolean {
  return hasFeature(tier, "advancedAnalytics");
}

export function tierLabel(tier: string): string {
  // The plan table's names (Premium, Elite): "premium_plus" is the tier's id, never shown.
  const plan = PLANS.find((candidate) => candidate.id === tier) ?? PLANS.find((candidate) => candidate.tier === tier);
  return plan?.name ?? "Free";
}

/** Phone support is premium-only (commercial spec §2.3). */
export function hasPhoneSupport(tier: string): boolean {
  return hasFeature(tier, "phoneSupport");
}

/** Orders the tiers: free < premium < premium_plus (the tier follows the highest active plan). */
export function tierRank(tier: string | undefined): number {
  return tier === "premium_plus" ? 2 : tier === "premium" ? 1 : 0;
}

/** The columns a member's tier is read from (select them, then call tierNow): the subscription's tier and the pass. */
export const TIER_COLUMNS = { tier: true, passPlan: true, passEndsAt: true } as const;
export type TierColumns = { tier: string; passPlan: string | null; passEndsAt: Date | null };

/**
 * The tier a member has now (ADR 0032): the subscription's, or a running one-time pass's when that
 * is higher. A pass counts until its end and not a moment after, so nothing has to run when it ends.
 */
export function tierNow(user: TierColumns, now: Date = new Date()): string {
  const pass = user.passEndsAt && user.passEndsAt > now ? findPlan(user.passPlan) : null;
  return pass && tierRank(pass.tier) > tierRank(user.tier) ? pass.tier : user.tier;
}
