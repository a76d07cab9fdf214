import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { readFormData } from "~/http/form-data.server";
import type { FormReply } from "~/http/form-reply";
import { submitForm, unknownIntent } from "~/http/form.server";
import { throttleFormWrite, type DoorArgs } from "~/http/throttle.server";
import { redirectWithToast } from "~/http/toast.server";
import { aiClient } from "~/modules/ai/ai.server";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { lookupBarcode, type BarcodeMatch } from "~/modules/food/barcode.server";
import { FILE_TOO_LARGE, noticeText } from "~/modules/image/upload-rules";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { ANALYZE_INTENT, PHOTO_FIELD, SAVE_SCAN_INTENT, parseScanIntent } from "~/modules/scan/intents";
import { AddScanFoodInput, CorrectScanInput, SaveScanInput } from "~/modules/scan/inputs.server";
import { addFoodToScan, analyzeMealPhoto, correctScan, getScan, saveScannedMeal, scanUsage } from "~/modules/scan/scan.server";
import { hasFeature } from "~/modules/user/tiers";
import { getProfile } from "~/modules/user/profile.server";
import { IdSchema } from "~/modules/validate";
import { loadLogPanel } from "~/ui/food-search/panel-query.server";
import { logFoodFromForm } from "~/ui/food-search/log-food-action.server";
import { SCAN_METHODS, type ScanMethod } from "./methods";

// The scanner screens' loader and action (/scan and /scan-enhanced share them, each with its own
// path): the URL says what shows (?method=…, ?scan={id}, ?code=…, ?q=…), so every step works as
// plain links and forms without JavaScript. The work is the scan and food modules'.

const PageQuery = z.object({
  method: z.enum(SCAN_METHODS).optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  scan: IdSchema("Scan id").optional().catch(undefined),
  code: z.string().max(40).optional().catch(undefined),
});

export async function loadScanPage(userId: number, url: URL) {
  const query = PageQuery.parse(Object.fromEntries(url.searchParams));
  const profile = await getProfile(userId);
  if (!profile) throw redirect("/");
  const barcodeAllowed = hasFeature(profile.tier, "barcodeScanning");
  const [scan, usage, panel, barcode] = await Promise.all([
    query.scan ? getScan(userId, query.scan).catch(notFoundAsNull) : null,
    scanUsage(userId),
    loadLogPanel(userId, url),
    barcodeAllowed && query.method === "barcode" && query.code !== undefined ? lookupBarcodeForPage(userId, query.code) : null,
  ]);
  return {
    // The search panel's own links and GET form carry only ?q= and ?food=: they stay on the search.
    method: (query.scan ? "camera" : (query.method ?? (query.q !== undefined ? "manual" : "camera"))) satisfies ScanMethod,
    aiConfigured: aiClient() !== null,
    usage,
    scan,
    scanMissing: query.scan !== undefined && scan === null,
    barcodeAllowed,
    barcode,
    panel,
    dailyCalorieGoal: profile.dailyCalorieGoal,
  };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof DomainError && error.status === 404) return null;
  throw error;
}

async function lookupBarcodeForPage(
  userId: number,
  code: string,
): Promise<(BarcodeMatch & { error: null }) | { code: string; error: string }> {
  try {
    return { ...(await lookupBarcode(userId, code)), error: null };
  } catch (error) {
    if (error instanceof DomainError) return { code, error: error.message };
    throw error;
  }
}

function formRefusal(intent: string, status: number, message: string, headers: HeadersInit = {}) {
  return data<FormReply>({ intent, result: { status: "error", error: { "": [message] } } }, { status, headers });
}

/** Reads the photo form: a file too large for the body cap is "File Too Large" like any other. */
async function readScanForm(request: Request): Promise<FormData | null> {
  try {
    return await readFormData(request);
  } catch (error) {
    if (error instanceof Response && error.status === 413) return null;
    throw error;
  }
}

async function analyze(userId: number, formData: FormData, request: Request, path: string) {
  const photo = formData.get(PHOTO_FIELD);
  if (!(photo instanceof File) || photo.size === 0) return formRefusal(ANALYZE_INTENT, 400, "Choose a photo of your meal first");
  try {
    const scan = await analyzeMealPhoto(userId, new Uint8Array(await photo.arrayBuffer()), { ai: aiClient(), signal: request.signal });
    return redirectWithToast(`${path}?scan=${scan.scanId}#scan-result`, {
      title: "Analysis Complete!",
      description: `${scan.foods.length} ${scan.foods.length === 1 ? "food" : "foods"} found: check the grams, then save the meal.`,
    });
  } catch (error) {
    if (error instanceof DomainError) return formRefusal(ANALYZE_INTENT, error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
}

export async function scanPageAction(args: DoorArgs, userId: number, path: string) {
  const { request } = args;
  const formData = await readScanForm(request);
  if (!formData) return formRefusal(ANALYZE_INTENT, 413, noticeText(FILE_TOO_LARGE));
  const { intent, argument } = parseScanIntent(formData.get("intent"));
  const limited = await throttleFormWrite(args, userId, intent);
  if (limited) return limited;
  const back = (scanId: number) => `${path}?scan=${scanId}#scan-result`;

  switch (intent) {
    case ANALYZE_INTENT:
      return analyze(userId, formData, request, path);
    case "scan-update":
    case "scan-remove":
      if (intent === "scan-remove") formData.set("remove", argument);
      return submitForm(
        formData,
        intent,
        CorrectScanInput,
        (input) => correctScan(userId, input),
        (scan) => redirectWithToast(back(scan.scanId), { title: "Totals updated", description: `${scan.totalCalories} kcal in all.` }),
      );
    case "scan-add":
      formData.set("foodId", argument);
      return submitForm(
        formData,
        intent,
        AddScanFoodInput,
        (input) => addFoodToScan(userId, input),
        (scan) => redirectWithToast(back(scan.scanId), { title: "Food added", description: `${scan.added} is now part of this meal.` }),
      );
    case SAVE_SCAN_INTENT:
      return submitForm(
        formData,
        intent,
        SaveScanInput,
        (input) => saveScannedMeal(userId, input),
        (meal) =>
          redirectWithToast(path, {
            title: "Meal Saved!",
            description: `${meal.name} (${mealTypeTitle(meal.mealType)}, ${meal.totalCalories} kcal) is in today's diary.`,
          }),
      );
    case LOG_FOOD_INTENT:
      return logFoodFromForm(userId, formData, `${path}?method=${formData.get("method") === "barcode" ? "barcode" : "manual"}`);
    default:
      return unknownIntent(intent);
  }
}

export type ScanPageData = Awaited<ReturnType<typeof loadScanPage>>;
