import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requirePageUser } from "~/http/guards.server";
import { loadScanPage, SCAN_CREATES, scanIntentOf, scanIntents, scanTooLarge } from "~/http/screens/scan-page.server";
import { ScanScreen } from "~/ui/scan/ScanScreen";
import { formAction } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "AI Food Scanner — Fitplate" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadScanPage(await requirePageUser(request), new URL(request.url));
}

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
