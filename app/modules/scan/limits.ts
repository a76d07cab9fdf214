// How many AI meal analyses a member may ask for per day (in their time zone), by tier. Pure.
import type { Limit } from "~/modules/throttle/limits";
import { hasFeature } from "~/modules/user/tiers";

/** Free accounts: 5 analyses a day. */
const FREE_SCANS_PER_DAY = 5;

/**
 * Free analyses from one client address per UTC day, whichever accounts ask (new guests are cheap:
 * this caps what one address can have the model do). Premium analyses are not counted.
 */
export const FREE_SCANS_PER_IP: Limit = { limit: 20, windowSeconds: 24 * 3600 };

/** The daily limit of a tier, or null for none (premium tiers). */
export function dailyScanLimit(tier: string): number | null {
  return hasFeature(tier, "unlimitedPhotoAnalysis") ? null : FREE_SCANS_PER_DAY;
}

export const SCAN_LIMIT_REACHED =
  `You have used today's ${FREE_SCANS_PER_DAY} free AI meal analyses. Premium has no daily limit (see /premium); ` +
  "until tomorrow you can still log food with the search.";

/** Analyses left today: null when unlimited. */
export function scansLeft(tier: string, usedToday: number): number | null {
  const limit = dailyScanLimit(tier);
  return limit === null ? null : Math.max(0, limit - usedToday);
}

export const SCAN_NETWORK_LIMIT_REACHED =
  `Your network has used today's ${FREE_SCANS_PER_IP.limit} free AI meal analyses. Premium has no daily limit (see /premium); ` +
  "until tomorrow you can still log food with the search.";
