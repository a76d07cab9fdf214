import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { loadScanPage, SCAN_CREATES, scanIntentOf, scanIntents, scanTooLarge } from "~/http/screens/scan-page.server";
import { ScanScreen } from "~/ui/scan/ScanScreen";
import { formAction } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "AI Food Scanner — Fitplate" }];

export const loader = pageLoader("page", ({ userId, url }) => {
  return loadScanPage(userId, url);
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: SCAN_CREATES,
  intent: scanIntentOf,
  tooLarge: scanTooLarge,
  intents: scanIntents("/scan-enhanced"),
});

export default function ScanEnhanced() {
  return <ScanScreen path="/scan-enhanced" enhanced />;
}
