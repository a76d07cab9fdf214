import { redirect } from "@remix-run/node";
import { formAction } from "~/http/write-policy.server";
import { redirectWithToast } from "~/http/toast.server";
import { DomainError } from "~/modules/errors";
import { cancelSubscription } from "~/modules/payments/subscriptions.server";

/** POST /billing: the profile's "Cancel at period end". The plan stays until then (Stripe's webhook ends it). */
export const action = formAction({
  guard: "page",
  throttle: "write",
  intent: "cancel",
  read: false,
  run: async ({ userId }) => {
    try {
      const { renewsOn } = await cancelSubscription(userId);
      return redirectWithToast("/profile", {
        title: "Subscription cancelled",
        description: renewsOn
          ? `Your plan stays active until ${renewsOn}, then you are on Free.`
          : "Your plan stays active until the end of the period paid for.",
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return redirectWithToast("/profile", { title: "Could not cancel", description: error.message, variant: "error" });
    }
  },
});

export const loader = () => redirect("/profile");
