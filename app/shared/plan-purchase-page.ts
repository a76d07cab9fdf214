import type { heldNow, passPreview } from "~/modules/payments/passes.server";

type Purchase = {
  billing: "annual" | "monthly";
  cents: number | null;
  price: string | null;
  configured: boolean;
  publishableKey: string | null;
};

/** What /checkout's loader hands the pass's screen: the plan as a pass, and what buying it would do. */
export type CheckoutPage = Purchase & {
  view: "checkout";
  plan: { id: string; name: string; features: string[]; pass: string } | null;
  member: boolean;
  preview: Awaited<ReturnType<typeof passPreview>> | null;
};

/** What /subscribe's loader hands the subscription's screen: the contact to prefill, the trial, what the member holds. */
export type SubscribePage = Purchase &
  Awaited<ReturnType<typeof heldNow>> & {
    view: "subscribe";
    plan: { id: string; name: string } | null;
    email: string;
    name: string;
    trial: { firstChargeOn: string } | null;
  };

/** What the buying screens' loader (app/http/screens/plan-purchase.server.ts) hands app/ui/premium/PurchaseScreen.tsx. */
export type PurchasePage = CheckoutPage | SubscribePage;
