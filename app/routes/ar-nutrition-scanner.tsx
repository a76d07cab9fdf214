import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { labelScannerSteps, labelScannerTooLarge, loadLabelScanner } from "~/http/screens/label-scanner.server";
import { formAction } from "~/http/write-policy.server";
import { LabelScannerScreen } from "~/ui/label/LabelScannerScreen";
import { SAVE_STEP } from "~/modules/label/scanner";

export const meta: MetaFunction = () => [{ title: "AR Nutrition Scanner — Fitplate" }];

export const loader = pageLoader("page", ({ userId }) => {
  return loadLabelScanner(userId);
});

// The step is in the query (?step=read | save), so the guard and the write throttle come before
// the upload is read; the photo streams to a temporary file (upload.server.ts).
export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [SAVE_STEP],
  upload: true,
  intent: { fromUrl: (url) => url.searchParams.get("step") ?? "" },
  tooLarge: labelScannerTooLarge,
  intents: labelScannerSteps,
});

export default function ArNutritionScanner() {
  return <LabelScannerScreen path="/ar-nutrition-scanner" />;
}
