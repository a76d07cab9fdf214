// The one price table (issue 13, ADR 0010): every screen and the server read prices, tiers and
// claims from here. Amounts are in cents (USD), so no float ever reaches Stripe.

type Interval = "month" | "year";
type PaidTier = "premium" | "premium_plus";

export type Plan = {
  id: "nutrition" | "workout" | "complete" | "premium" | "elite";
  name: string;
  /** the tier a paid plan grants (spec core §6: free, premium, premium_plus) */
  tier: PaidTier;
  monthlyCents: number;
  /** null: sold monthly only */
  yearlyCents: number | null;
  features: string[];
  limitations: string[];
};

export const CURRENCY = "usd";
/** Spec §9: one-time payments of at least 0.50 USD, in steps of 0.01. */
export const MIN_AMOUNT_CENTS = 50;
/** One answer to the spec's 14- vs 30-day wording (ADR 0010). */
export const REFUND_DAYS = 30;

// What a paid tier unlocks (modules/user/tiers.ts), said once; each plan lists what it is for.
const ANALYTICS = "Advanced analytics: reports by week, month and year";
const EXPORT = "Data export (CSV)";
const PHONE = "Phone support with a call back";
const PHOTOS = "Unlimited AI meal photo analyses (Free: 5 a day)";
const BARCODE = "Barcode scanning";
const INTEGRATIONS = "Premium integrations: trackers and smart scales";
const PREMIUM_FEATURES = [ANALYTICS, EXPORT, PHOTOS, BARCODE, INTEGRATIONS, PHONE];

export const PLANS: readonly Plan[] = [
  {
    id: "premium",
    name: "Premium",
    tier: "premium",
    monthlyCents: 999,
    yearlyCents: 7999,
    features: PREMIUM_FEATURES,
    limitations: [],
  },
  {
    id: "nutrition",
    name: "Nutrition",
    tier: "premium",
    monthlyCents: 799,
    yearlyCents: 7999,
    features: [PHOTOS, BARCODE, "Nutrition reports by week, month and year", EXPORT, PHONE],
    limitations: ["Priced for members who mainly log food"],
  },
  {
    id: "workout",
    name: "Workout",
    tier: "premium",
    monthlyCents: 799,
    yearlyCents: 7999,
    features: [INTEGRATIONS, "Workout and body reports by week, month and year", EXPORT, PHONE],
    limitations: ["Priced for members who mainly track workouts"],
  },
  {
    id: "complete",
    name: "Complete",
    tier: "premium",
    monthlyCents: 1299,
    yearlyCents: 12999,
    features: [...PREMIUM_FEATURES, "Everything in Nutrition and Workout"],
    limitations: [],
  },
  {
    id: "elite",
    name: "Elite",
    tier: "premium_plus",
    monthlyCents: 2999,
    yearlyCents: null,
    features: [...PREMIUM_FEATURES, "Family sharing for up to 6 and expert consultations, as they launch"],
    limitations: ["Monthly only"],
  },
];

/** "Food logging from 8,790 foods": the catalogue's size as counted (catalogue-size.server.ts). */
export const foodLoggingFeature = (catalogueSize: number) => `Food logging from ${catalogueSize.toLocaleString("en-US")} foods`;

export const FREE_PLAN = {
  name: "Free",
  /** after foodLoggingFeature, which needs the catalogue's count */
  features: ["Diary, progress by week", "Workouts with rest timers", "Support chat and e-mail"],
  limitations: ["No advanced analytics or export", "No phone support"],
} as const;

type PlanId = Plan["id"];
export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/** The plan named in a URL or body ("premium", "Elite"…), case-insensitively; null when unknown. */
export function findPlan(name: unknown): Plan | null {
  if (typeof name !== "string") return null;
  const wanted = name.trim().toLowerCase();
  return PLANS.find((plan) => plan.id === wanted) ?? null;
}

export type Billing = "monthly" | "annual";

/**
 * The price id a plan is sold under (the payment demo's Plan.priceId, commercial spec §3):
 * `price_fitplate_<plan>_<monthly|annual>`. Prices reach Stripe as price data from this table, so
 * the id is ours, the same on every Stripe account.
 */
export function priceIdOf(plan: Plan, billing: Billing): string {
  return `price_fitplate_${plan.id}_${billing}`;
}

/** The plan and billing a price id names; null when it names none (or a price not sold, e.g. Elite yearly). */
export function findPrice(priceId: unknown): { plan: Plan; billing: Billing } | null {
  const match = typeof priceId === "string" ? /^price_fitplate_([a-z]+)_(monthly|annual)$/.exec(priceId.trim()) : null;
  const plan = match ? findPlan(match[1]) : null;
  const billing = match?.[2] as Billing | undefined;
  if (!plan || !billing || priceCents(plan, billing === "annual" ? "year" : "month") === null) return null;
  return { plan, billing };
}

/** What the plan costs for the interval, in cents; null when it is not sold that way. */
export function priceCents(plan: Plan, interval: Interval): number | null {
  return interval === "month" ? plan.monthlyCents : plan.yearlyCents;
}

/** 9.99 → "$9.99"; 7999 → "$79.99". */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A yearly price against twelve months of the monthly one: Premium 119.88 → 79.99, saving 39.89. */
export function yearlySaving(plan: Plan): { fullCents: number; savingCents: number } | null {
  if (plan.yearlyCents === null) return null;
  const fullCents = plan.monthlyCents * 12;
  return fullCents > plan.yearlyCents ? { fullCents, savingCents: fullCents - plan.yearlyCents } : null;
}
