import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { noticeOf } from "~/modules/image/upload-rules";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { ANALYZE_INTENT } from "~/modules/scan/intents";
import { SCAN_LIMIT_REACHED } from "~/modules/scan/limits";
import type { ScanPage } from "~/shared/scan-page";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FoodSearchPanel } from "~/ui/food-search/FoodSearchPanel";
import { PageHeader } from "~/ui/PageHeader";
import { AddFoodToScan } from "./AddFoodToScan";
import { BarcodePanel } from "./BarcodePanel";
import { MethodTabs } from "./MethodTabs";
import { PhotoForm } from "./PhotoForm";
import { ScanResult } from "./ScanResult";
import { VoiceSearch } from "./VoiceSearch";
import { VoiceSummaryCard } from "./VoiceSummaryCard";

/**
 * The AI food scanner, /scan (spec core §2's data-backed scanner) and /scan-enhanced (the second
 * scanner made real: voice search, and the result's Log This Meal / View Progress / Scan Again).
 */
export function ScanScreen({ path, enhanced = false }: { path: string; enhanced?: boolean }) {
  const page = useLoaderData<ScanPage>();
  const reply = useActionData<FormReply>();
  // Choosing a new photo clears the result shown (spec core §4).
  const [replacing, setReplacing] = useState<number | null>(null);
  const scan = page.scan && replacing !== page.scan.scanId ? page.scan : null;
  const analyzeFailure = formErrorOf(reply, ANALYZE_INTENT);

  return (
    <div className="space-y-4">
      <PageHeader
        title={enhanced ? "AI Food Scanner" : "Scan"}
        subtitle="Photograph a meal, scan a barcode or search the catalogue."
        actions={
          <Link to="/diary" className={buttonClass("ghost", "text-sm")}>
            Diary →
          </Link>
        }
      />
      <MethodTabs current={page.scan ? null : page.method} />
      {enhanced ? <VoiceSearch /> : null}

      {page.scanMissing ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          That analysis is not available: scan a new photo.
        </p>
      ) : null}
      {analyzeFailure ? <AnalyzeFailure message={analyzeFailure} /> : null}

      {page.method === "camera" ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          {scan ? (
            <>
              <ScanResult
                key={scan.scanId}
                scan={scan}
                action={path}
                reply={reply?.intent === ANALYZE_INTENT ? undefined : reply}
                dailyCalorieGoal={page.dailyCalorieGoal}
                saveLabel={enhanced ? "Log This Meal" : "Save Meal"}
              />
              <div className="min-w-0 space-y-4">
                {enhanced ? (
                  // Side by side while both fit on one line each, else one above the other: never a wrapped label.
                  <div className="flex flex-wrap gap-2">
                    <Link to="/progress" className={buttonClass("secondary", "flex-1 whitespace-nowrap")}>
                      View Progress
                    </Link>
                    <Link to={path} className={buttonClass("secondary", "flex-1 whitespace-nowrap")}>
                      Scan Again
                    </Link>
                  </div>
                ) : null}
                <VoiceSummaryCard text={scan.voiceSummary} />
                {scan.savedMealId === null ? <AddFoodToScan scanId={scan.scanId} panel={page.panel} /> : null}
                <Card title="Scan another photo" titleId="scan-again">
                  <PhotoForm action={path} aiConfigured={page.aiConfigured} usage={page.usage} onChoose={() => setReplacing(scan.scanId)} />
                </Card>
              </div>
            </>
          ) : (
            <Card title="Camera scan" titleId="camera-scan">
              <PhotoForm action={path} aiConfigured={page.aiConfigured} usage={page.usage} />
            </Card>
          )}
        </div>
      ) : null}

      {page.method === "barcode" ? (
        <BarcodePanel
          allowed={page.barcodeAllowed}
          lookup={page.barcode}
          action={path}
          formKey={page.panel.formKey}
          failure={formErrorOf(reply, LOG_FOOD_INTENT)}
        />
      ) : null}

      {page.method === "manual" ? <FoodSearchPanel initial={page.panel} action={path} owner={page.owner} reply={reply} /> : null}
    </div>
  );
}

function AnalyzeFailure({ message }: { message: string }) {
  const limit = message === SCAN_LIMIT_REACHED;
  const notice = limit ? { title: "Daily limit reached", description: message } : noticeOf(message);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
      {limit ? (
        <Link to="/premium" className={buttonClass("primary", "mt-2")}>
          See Premium
        </Link>
      ) : (
        <Link to="?method=manual" className="mt-1 inline-block font-medium text-red-900 underline">
          Log it with the food search instead
        </Link>
      )}
    </div>
  );
}
