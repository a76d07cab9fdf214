import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { loadCheckoutPage, planPurchaseAction } from "~/http/screens/plan-purchase.server";
import { PurchaseScreen } from "~/ui/premium/PurchaseScreen";

export const meta: MetaFunction = () => [{ title: "Checkout — Fitplate" }];

// /checkout?plan=…&billing=…: the one-time pass (commercial spec §2.5, ADR 0032): one payment for
// one month (or year) of a plan, without renewal. A subscriber is offered the plan change instead:
// a pass would pay twice for the same time.
export const loader = pageLoader("page", ({ userId, url }) => loadCheckoutPage(userId, url));

export const action = planPurchaseAction("checkout");

export default function Checkout() {
  return <PurchaseScreen />;
}
