import { DomainError } from "~/modules/errors";
import { ProviderError } from "./provider";

// Commercial spec §8: what a member reads when Stripe fails them, by door. Nothing here is a 500:
// Stripe down or slow → 503 "… Service Status"; an unusable answer → 502 "… Setup Failed"; a
// refused card → 402 "… Failed" with Stripe's own message.
const TITLES = {
  payment: { status: "Payment Service Status", setup: "Payment Setup Failed", card: "Payment Failed" },
  subscription: { status: "Subscription Service Status", setup: "Subscription Setup Failed", card: "Subscription Failed" },
} as const;

export const STRIPE_UNREACHABLE = "Stripe could not be reached. Nothing was charged; please try again in a moment.";
export const STRIPE_SETUP_FAILED = "Stripe did not set it up. Nothing was charged; please try again in a moment.";

/** Runs `work` (calls to the provider) and turns a ProviderError into the spec's refusal for `door`. */
export async function withProvider<T>(door: keyof typeof TITLES, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`payments: ${door} call failed (${error.kind}): ${error.message}`);
    const titles = TITLES[door];
    if (error.kind === "unreachable") throw new DomainError(503, `${titles.status}: ${STRIPE_UNREACHABLE}`);
    if (error.kind === "card") throw new DomainError(402, `${titles.card}: ${error.message}`);
    throw new DomainError(502, `${titles.setup}: ${STRIPE_SETUP_FAILED}`);
  }
}
