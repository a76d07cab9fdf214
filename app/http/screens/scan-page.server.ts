import { redirect } from "@remix-run/node";
import { z } from "zod";
import { formError, submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { clientIp } from "~/http/throttle.server";
import type { FormDoor } from "~/http/write-policy.server";
import { aiClient } from "~/modules/ai/ai.server";
import { DomainError } from "~/modules/errors";
import { lookupBarcode } from "~/modules/food/barcode.server";
import { FILE_TOO_LARGE, noticeText } from "~/modules/image/upload-rules";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import {
  ADD_SCAN_FOOD_INTENT,
  ANALYZE_INTENT,
  PHOTO_FIELD,
  REMOVE_SCAN_FOOD_INTENT,
  SAVE_SCAN_INTENT,
  UPDATE_SCAN_INTENT,
  parseScanIntent,
} from "~/modules/scan/intents";
import { AddScanFoodInput, CorrectScanInput, SaveScanInput } from "~/modules/scan/inputs.server";
import { addFoodToScan, analyzeMealPhoto, correctScan, getScan, saveScannedMeal, scanUsage } from "~/modules/scan/scan.server";
import { hasFeature } from "~/modules/user/tiers";
import { getProfile } from "~/modules/user/profile.server";
import { IdSchema } from "~/modules/validate";
import { loadLogPanel } from "~/http/screens/log-panel.server";
import { LOG_FOOD_CREATE, logFoodFromForm } from "~/http/screens/log-food-form.server";
import type { BarcodeAnswer, ScanPage } from "~/shared/scan-page";
import { SCAN_METHODS, type ScanMethod } from "~/shared/scan-methods";

// The scanner screens' loader and action (/scan and /scan-enhanced share them, each with its own
// path): the URL says what shows (?method=…, ?scan={id}, ?code=…, ?q=…), so every step works as
// plain links and forms without JavaScript. The work is the scan and food modules'.

const PageQuery = z.object({
  method: z.enum(SCAN_METHODS).optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  scan: IdSchema("Scan id").optional().catch(undefined),
  code: z.string().max(40).optional().catch(undefined),
});

export async function loadScanPage(userId: number, url: URL): Promise<ScanPage> {
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
    owner: userId,
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

async function lookupBarcodeForPage(userId: number, code: string): Promise<BarcodeAnswer> {
  try {
    return { ...(await lookupBarcode(userId, code)), error: null };
  } catch (error) {
    if (error instanceof DomainError) return { code, error: error.message };
    throw error;
  }
}

/** The scanner's form over the body cap: "File Too Large" on the photo form, like a photo over 5 MB. */
export const scanTooLarge = () => formError(ANALYZE_INTENT, noticeText(FILE_TOO_LARGE), 413);

/** The scanner forms' intent (`scan-update:3` names the food as well: see parseScanIntent). */
export const scanIntentOf = (formData: FormData) => parseScanIntent(formData.get("intent")).intent;

const argumentOf = (formData: FormData) => parseScanIntent(formData.get("intent")).argument;

async function analyze(door: FormDoor<number>, path: string) {
  const photo = door.formData.get(PHOTO_FIELD);
  if (!(photo instanceof File) || photo.size === 0) return formError(ANALYZE_INTENT, "Choose a photo of your meal first", 400);
  const deps = { ai: aiClient(), signal: door.request.signal, ip: clientIp(door) };
  const scan = await analyzeMealPhoto(door.userId, new Uint8Array(await photo.arrayBuffer()), deps);
  return redirectWithToast(`${path}?scan=${scan.scanId}#scan-result`, {
    title: "Analysis Complete!",
    description: `${scan.foods.length} ${scan.foods.length === 1 ? "food" : "foods"} found: check the grams, then save the meal.`,
  });
}

/** The scan screens' intents that create, run once per form key (the write policy's `idempotent`). */
export const SCAN_CREATES = [LOG_FOOD_CREATE];

/** The intents of the scanner screens (each with its own `path`), for `formAction`. */
export function scanIntents(path: string): Record<string, (door: FormDoor<number>) => unknown> {
  const back = (scanId: number) => `${path}?scan=${scanId}#scan-result`;
  const correct = ({ userId, formData, intent }: FormDoor<number>) => {
    if (intent === REMOVE_SCAN_FOOD_INTENT) formData.set("remove", argumentOf(formData));
    return submitForm(
      formData,
      intent,
      CorrectScanInput,
      (input) => correctScan(userId, input),
      (scan) => redirectWithToast(back(scan.scanId), { title: "Totals updated", description: `${scan.totalCalories} kcal in all.` }),
    );
  };
  return {
    [ANALYZE_INTENT]: (door) => analyze(door, path),
    [UPDATE_SCAN_INTENT]: correct,
    [REMOVE_SCAN_FOOD_INTENT]: correct,
    [ADD_SCAN_FOOD_INTENT]: ({ userId, formData, intent }) => {
      formData.set("foodId", argumentOf(formData));
      return submitForm(
        formData,
        intent,
        AddScanFoodInput,
        (input) => addFoodToScan(userId, input),
        (scan) => redirectWithToast(back(scan.scanId), { title: "Food added", description: `${scan.added} is now part of this meal.` }),
      );
    },
    [SAVE_SCAN_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        SaveScanInput,
        (input) => saveScannedMeal(userId, input),
        (meal) =>
          redirectWithToast(path, {
            title: "Meal Saved!",
            description: `${meal.name} (${mealTypeTitle(meal.mealType)}, ${meal.totalCalories} kcal) is in today's diary.`,
          }),
      ),
    [LOG_FOOD_INTENT]: ({ userId, formData }) =>
      logFoodFromForm(userId, formData, `${path}?method=${formData.get("method") === "barcode" ? "barcode" : "manual"}`),
  };
}
