import type { BarcodeMatch } from "~/modules/food/barcode.server";
import type { ScanView, scanUsage } from "~/modules/scan/scan.server";
import type { LogPanelState } from "./log-panel-state";
import type { ScanMethod } from "./scan-methods";

/** What the scanner's loader (app/http/screens/scan-page.server.ts) hands the screen (app/ui/scan/ScanScreen.tsx). */
export type ScanPage = {
  owner: number;
  method: ScanMethod;
  aiConfigured: boolean;
  usage: Awaited<ReturnType<typeof scanUsage>>;
  scan: ScanView | null;
  scanMissing: boolean;
  barcodeAllowed: boolean;
  barcode: BarcodeAnswer | null;
  panel: LogPanelState;
  dailyCalorieGoal: number;
};

export type BarcodeAnswer = (BarcodeMatch & { error: null }) | { code: string; error: string };
