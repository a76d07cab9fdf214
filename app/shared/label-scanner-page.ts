import type { LabelResult } from "~/modules/label/result";
import type { READ_STEP } from "~/modules/label/scanner";
import type { FormReply } from "./form-reply";

// What /ar-nutrition-scanner's loader and steps (app/http/screens/label-scanner.server.ts) hand
// the screen (app/ui/label/LabelScannerScreen.tsx).

export type LabelScannerPage = { dailyCalorieGoal: number };
/** A read label: the result, and the key its save form is sent once with. */
export type ReadAnswer = { step: typeof READ_STEP; result: LabelResult; formKey: string };
/** A refused save keeps the scan it was made from, so the page shows it again without JavaScript. */
export type SaveRefusal = FormReply & { scan: LabelResult | null };
