import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requirePageUser } from "~/http/guards.server";
import { throttleFormWrite } from "~/http/throttle.server";
import { redirectWithToast } from "~/http/toast.server";
import { DomainError } from "~/modules/errors";
import { openBillingPortal } from "~/modules/payments/billing.server";

/** POST /billing-portal: the profile's "Manage billing" sends the member to Stripe's portal for their own customer. */
export async function action({ request, context }: ActionFunctionArgs) {
  const userId = await requirePageUser(request);
  const limited = await throttleFormWrite({ request, context }, userId, "billing-portal");
  if (limited) return limited;
  try {
    const { url } = await openBillingPortal(userId, `${new URL(request.url).origin}/profile`);
    return redirect(url);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return redirectWithToast("/profile", { title: "Could not open billing", description: error.message, variant: "error" });
  }
}

export const loader = () => redirect("/profile");
