import { pageLoader } from "~/http/read-policy.server";
import { redirect } from "@remix-run/node";
import { REDIRECT_TO, safeRedirectTo } from "~/shared/redirect-to";
import { formAction, type FormDoor } from "~/http/write-policy.server";
import { redirectWithToast } from "~/http/toast.server";
import { DomainError } from "~/modules/errors";
import { cancelSubscription, resumeSubscription } from "~/modules/payments/subscriptions.server";

/** Where the billing forms return: the screen they were on (profile or premium), else the profile. */
const backTo = (formData: FormData) => safeRedirectTo(formData.get(REDIRECT_TO)) ?? "/profile";

/** A refusal (nothing to cancel, Stripe failing) is a toast on the screen the member came from. */
function toastRefusal(door: FormDoor<number>, title: string, work: () => Promise<Response>) {
  return work().catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    return redirectWithToast(backTo(door.formData), { title, description: error.message, variant: "error" });
  });
}

/**
 * POST /billing: the billing card's confirmed "Cancel at period end" (intent `cancel`; the plan
 * stays until then, Stripe's webhook ends it) and "Resume" before that date (intent `resume`).
 */
export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    cancel: (door) =>
      toastRefusal(door, "Could not cancel", async () => {
        const { endsOn } = await cancelSubscription(door.userId);
        return redirectWithToast(backTo(door.formData), {
          title: "Subscription cancelled",
          description: endsOn
            ? `Your plan stays active until ${endsOn}, then you are on Free.`
            : "Your plan stays active until the end of the period paid for.",
        });
      }),
    resume: (door) =>
      toastRefusal(door, "Could not resume", async () => {
        const { renewsOn } = await resumeSubscription(door.userId);
        return redirectWithToast(backTo(door.formData), {
          title: "Subscription resumed",
          description: renewsOn ? `Your plan renews on ${renewsOn}.` : "Your plan renews at the end of the period paid for.",
        });
      }),
  },
});

export const loader = pageLoader("none", () => redirect("/profile"));
