import { formatUsd } from "~/modules/premium/plans";

// The 7-day free trial (issue 43), pure: its length and the words every screen and e-mail says it
// with, so they all say exactly what the code does (trials.server.ts, the checkout, the webhook).

/** Stripe's trial_period_days for a member's first subscription. */
export const TRIAL_DAYS = 7;

/** Who may start it: a member whose first subscription it is, once per member and once per card. */
export const TRIAL_RULE = `One free trial per member and per card, with the first subscription only: a card that has already had a trial is charged from the first day.`;

/** The offer on /premium, shown to everyone who may still have it. */
export const TRIAL_OFFER = `${TRIAL_DAYS}-day free trial: subscribe and your plan is on at once, with nothing charged for ${TRIAL_DAYS} days. Cancel during the trial (on your Profile) and nothing is ever charged; otherwise the first payment is taken when the trial ends.`;

/** What a member who cannot have the trial is told (premium, subscribe). */
export const TRIAL_USED =
  "No free trial for you: it comes once, with a member's first subscription. A subscription now is charged from the first day.";

/** The trial on /subscribe for a plan and its price, with the day of the first charge. */
export function trialTerms(price: { cents: number; per: "month" | "year"; firstChargeOn: string }): string {
  return `${TRIAL_DAYS} days free, then ${formatUsd(price.cents)} a ${price.per}. Nothing is charged today; Stripe takes the first ${formatUsd(price.cents)} on ${price.firstChargeOn} unless you cancel before then on your Profile (your plan stays on until that day, and nothing is charged).`;
}

/** The day (YYYY-MM-DD, UTC) a trial started now ends and charges. */
export function trialEndDay(now: Date): string {
  return new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString().slice(0, 10);
}
