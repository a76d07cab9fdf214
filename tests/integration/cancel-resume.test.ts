// Issue 24 item 5: cancel at period end (the profile asks first), Resume before that date, and the
// renewal or end date on the profile, /premium and GET /api/user/{id}.
import { describe, expect, it } from "vitest";
import { NOTHING_TO_RESUME } from "~/modules/payments/subscriptions.server";
import { action as billingAction } from "~/routes/billing";
import { loader as premiumLoader } from "~/routes/premium";
import { loader as profileLoader } from "~/routes/profile";
import { loader as userLoader } from "~/routes/api.user.$userId";
import { args, stripeSays, subscriber, toastOf, useStripeStandin } from "../helpers/payments";
import { formPost, request, respond } from "../helpers/requests";

const standin = useStripeStandin();
const billingForm = (cookie: string, intent: string, redirectTo: string) =>
  respond(() => billingAction(args(formPost("/billing", { intent, redirectTo }, cookie))));
async function apiSubscription(userId: number, cookie: string) {
  const res = await respond(() => userLoader({ ...args(request(`/api/user/${userId}`, { cookie })), params: { userId: String(userId) } }));
  return ((await res.json()) as { subscription: unknown }).subscription;
}
const PERIOD_END = Date.UTC(2027, 0, 15) / 1000;

describe("cancel at period end and resume", () => {
  it("cancel is asked first, then the plan ends on the period's end; Resume makes it renew again", async () => {
    standin.configure();
    const { userId, cookie, subscriptionId } = await subscriber(standin.stripe, "premium");
    const atStripe = standin.stripe.subscriptions.find((row) => row.id === subscriptionId)!;
    atStripe.currentPeriodEnd = PERIOD_END;
    await stripeSays(standin.stripe, "customer.subscription.updated", subscriptionId);
    const renewing = { plan: "premium", interval: "month", status: "active", currentPeriodEnd: "2027-01-15", cancelAtPeriodEnd: false };
    expect(await apiSubscription(userId, cookie)).toEqual(renewing);

    // the first step only asks
    const profile = (cookieQuery: string) => profileLoader(args(request(`/profile${cookieQuery}`, { cookie })));
    expect(await profile("")).toMatchObject({ confirmCancel: false, billing: { canCancel: true, canResume: false } });
    expect(await profile("?billing=cancel")).toMatchObject({ confirmCancel: true });
    expect(atStripe.cancelAtPeriodEnd).toBeFalsy();

    const cancelled = await billingForm(cookie, "cancel", "/profile");
    expect(cancelled.headers.get("Location")).toBe("/profile");
    expect(await toastOf(cancelled)).toMatchObject({
      title: "Subscription cancelled",
      description: "Your plan stays active until 2027-01-15, then you are on Free.",
    });
    expect(atStripe.cancelAtPeriodEnd).toBe(true);
    expect(await apiSubscription(userId, cookie)).toEqual({ ...renewing, cancelAtPeriodEnd: true });
    const premium = await premiumLoader(args(request("/premium", { cookie })));
    expect(premium.renewal).toMatchObject({ renewsOn: "2027-01-15", cancelAtPeriodEnd: true, canCancel: false, canResume: true });

    const resumed = await billingForm(cookie, "resume", "/premium");
    expect(resumed.headers.get("Location")).toBe("/premium");
    expect(await toastOf(resumed)).toMatchObject({ title: "Subscription resumed", description: "Your plan renews on 2027-01-15." });
    expect(atStripe.cancelAtPeriodEnd).toBe(false);
    expect(await apiSubscription(userId, cookie)).toEqual(renewing);

    // nothing to resume now; a return address to another site is not followed
    const again = await billingForm(cookie, "resume", "//evil.example");
    expect(again.headers.get("Location")).toBe("/profile");
    expect(await toastOf(again)).toMatchObject({ title: "Could not resume", description: NOTHING_TO_RESUME, variant: "error" });
  });
});
