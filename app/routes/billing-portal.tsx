import { pageLoader } from "~/http/read-policy.server";
import { redirect } from "@remix-run/node";
import { formAction } from "~/http/write-policy.server";
import { redirectWithToast } from "~/http/toast.server";
import { DomainError } from "~/modules/errors";
import { openBillingPortal } from "~/modules/payments/billing.server";
import { requirePublicOrigin } from "~/http/public-origin.server";

/** POST /billing-portal: the profile's "Manage billing" sends the member to Stripe's portal for their own customer. */
export const action = formAction({
  guard: "page",
  throttle: "write",
  intent: "billing-portal",
  read: false,
  run: async ({ userId, request }) => {
    try {
      return redirect((await openBillingPortal(userId, `${requirePublicOrigin(request)}/profile`)).url);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return redirectWithToast("/profile", { title: "Could not open billing", description: error.message, variant: "error" });
    }
  },
});

export const loader = pageLoader("none", () => redirect("/profile"));
