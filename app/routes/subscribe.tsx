import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { loadSubscribePage, planPurchaseAction } from "~/http/screens/plan-purchase.server";
import { PurchaseScreen } from "~/ui/premium/PurchaseScreen";

export const meta: MetaFunction = () => [{ title: "Subscribe — Fitplate" }];

// /subscribe?plan=…: the renewing subscription for the e-mail given (commercial spec §2.6). A
// member's first subscription may start with the 7-day free trial; a subscriber changes the plan
// of the subscription they have.
export const loader = pageLoader("page", ({ userId, url }) => loadSubscribePage(userId, url));

export const action = planPurchaseAction("subscribe");

export default function Subscribe() {
  return <PurchaseScreen />;
}
