// Tiers of spec core §6. Pure: the rule is shared by loaders, the export door and the screens.

export const TIERS = ["free", "premium", "premium_plus"] as const;
export type Tier = (typeof TIERS)[number];

/** Advanced analytics (/progress-enhanced's reports and the data export) are premium-only (spec core §6). */
export function hasAdvancedAnalytics(tier: string): boolean {
  return tier === "premium" || tier === "premium_plus";
}

export const PREMIUM_ONLY = "Advanced analytics are part of Premium";

export function tierLabel(tier: string): string {
  return tier === "premium_plus" ? "Premium Plus" : tier === "premium" ? "Premium" : "Free";
}

/** Phone support is premium-only (commercial spec §2.3). */
export function hasPhoneSupport(tier: string): boolean {
  return tier === "premium" || tier === "premium_plus";
}
