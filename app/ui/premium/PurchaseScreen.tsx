import { useLoaderData } from "@remix-run/react";
import type { PurchasePage } from "~/shared/plan-purchase-page";
import { CheckoutScreen } from "./CheckoutScreen";
import { SubscribeScreen } from "./SubscribeScreen";

/** The buying screens, /checkout (a one-time pass) and /subscribe (a renewing subscription), over one loader shape. */
export function PurchaseScreen() {
  const page = useLoaderData<PurchasePage>();
  return page.view === "checkout" ? <CheckoutScreen {...page} /> : <SubscribeScreen {...page} />;
}
