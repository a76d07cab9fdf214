import { db, type Tx } from "~/db.server";
import { env } from "~/env.server";
import type { AiClient } from "~/modules/ai/client";
import { DomainError } from "~/modules/errors";
import { getVisibleFood } from "~/modules/food/catalogue.server";
import { nutritionFor } from "~/modules/food/nutrition";
import { searchFoods } from "~/modules/food/search.server";
import { z } from "zod";
import { dataUrlOf, decodeImageDataUrl, imagePath, prepareImage, storeImage } from "~/modules/image/image.server";
import { noticeText } from "~/modules/image/upload-rules";
import { refreshMealTotals } from "~/modules/meal/log.server";
import { lockRow } from "~/modules/row-lock.server";
import { checkIpLimit } from "~/modules/throttle/rate-limit.server";
import { localDateOf, secondsUntilLocalMidnight } from "~/modules/dates/calendar";
import { userClock } from "~/modules/user/clock.server";
import { TIER_COLUMNS, tierNow } from "~/modules/user/tiers";
import { validate } from "~/modules/validate";
import { ground, searchTermsFor, estimatePer100g, type CatalogueFood, type ModelFood } from "./grounding";
import { healthScore, nutritionTip } from "./health-score";
import { AddScanFoodInput, CorrectScanInput, MAX_SCAN_ITEMS, SaveScanInput } from "./inputs.server";
import { ANALYSIS_FAILED, SAVE_FAILED } from "./intents";
import { dailyScanLimit, FREE_SCANS_PER_IP, SCAN_LIMIT_REACHED, SCAN_NETWORK_LIMIT_REACHED, scansLeft } from "./limits";
import { ANSWER_JSON_SCHEMA, ModelAnswer, SCAN_INSTRUCTIONS } from "./model-answer.server";
import {
  applyCorrections,
  parseItems,
  scanTotals,
  sourceOf,
  viewItem,
  type ItemCorrection,
  type ScanFoodView,
  type ScanItem,
} from "./scan-items";
import { voiceSummaryOf } from "./voice-summary";

// The AI meal scan (docs/decisions/0012-grounded-meal-scan.md): a photo → the model names foods and
// grams → each name is matched in the catalogue → the member corrects → the meal is saved with
// one entry per food. One function per step, called by the /scan form and the JSON doors alike.

const ANALYSIS_NOT_CONFIGURED =
  "AI analysis is not configured on this server (no OPENAI_API_KEY). You can still log your meal with the food search.";
const NO_FOOD_FOUND = "Analysis Failed: No food was found in this photo. Please try again with a clearer photo of your meal.";

type ScanFood = ScanFoodView & {
  /** catalogue foods it can be swapped for */
  options: { id: number; name: string; caloriesPer100g: number | null }[];
  /** the model's own estimate can be chosen again */
  hasEstimate: boolean;
};

/** The analysis result (spec core §3 and §7's POST /api/analyze-food), plus what correcting and saving need. */
export type ScanView = {
  scanId: number;
  /** the stored photo (GET /images/{id}, yours only) */
  imageUrl: string | null;
  foods: ScanFood[];
  totalCalories: number;
  totalProtein: number;
  totalCarbs: number;
  totalFat: number;
  analysis: string;
  voiceSummary: string;
  healthScore: number;
  nutritionTip: string;
  /** the meal it was saved as, once saved */
  savedMealId: number | null;
  /** the items as stored, for a screen that recomputes totals while grams are typed */
  items: ScanItem[];
};

type ScanRow = { id: number; imageId: string | null; analysis: string | null; items: string | null; mealId: number | null };

function viewOf(scan: ScanRow, items: ScanItem[], dailyCalorieGoal: number): ScanView {
  const foods = items.map((item) => ({
    ...viewItem(item),
    options: item.options.map(({ id, name, caloriesPer100g }) => ({ id, name, caloriesPer100g })),
    hasEstimate: item.estimate !== null,
  }));
  const totals = scanTotals(items);
  const score = healthScore(totals, dailyCalorieGoal);
  return {
    scanId: scan.id,
    imageUrl: scan.imageId === null ? null : imagePath(scan.imageId),
    foods,
    totalCalories: totals.calories,
    totalProtein: totals.protein,
    totalCarbs: totals.carbs,
    totalFat: totals.fat,
    analysis: scan.analysis ?? "",
    voiceSummary: voiceSummaryOf({ foods, totals, healthScore: score, dailyCalorieGoal }),
    healthScore: score,
    nutritionTip: nutritionTip(totals, dailyCalorieGoal),
    savedMealId: scan.mealId,
    items,
  };
}

async function calorieGoal(userId: number, tx: Tx = db): Promise<number> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { dailyCalorieGoal: true } });
  return user?.dailyCalorieGoal ?? 2000;
}

/** Today's analyses and how many are left (null: no limit), for the screen. */
export async function scanUsage(userId: number): Promise<{ usedToday: number; left: number | null; limit: number | null }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { ...TIER_COLUMNS, timeZone: true } });
  if (!user) throw new DomainError(404, "User not found");
  const today = localDateOf(new Date(), user.timeZone);
  const usedToday = await db.foodScan.count({ where: { userId, localDate: today } });
  const tier = tierNow(user);
  return { usedToday, left: scansLeft(tier, usedToday), limit: dailyScanLimit(tier) };
}

/**
 * Claims one of today's analyses (a pending FoodScan row), or refuses with 429 past the free
 * tier's daily limit or the free analyses of the caller's address (FREE_SCANS_PER_IP). The user
 * row is locked first, so parallel requests count one after another.
 */
async function reserveScan(userId: number, ip: string): Promise<number> {
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    const user = await tx.user.findUnique({ where: { id: userId }, select: { ...TIER_COLUMNS, timeZone: true } });
    if (!user) throw new DomainError(404, "User not found");
    const now = new Date();
    const today = localDateOf(now, user.timeZone);
    const limit = dailyScanLimit(tierNow(user, now));
    if (limit !== null) {
      if ((await tx.foodScan.count({ where: { userId, localDate: today } })) >= limit) {
        throw new DomainError(429, SCAN_LIMIT_REACHED, secondsUntilLocalMidnight(now, user.timeZone));
      }
      await checkIpLimit("free-scan", ip, FREE_SCANS_PER_IP, tx).catch((error: unknown) => {
        throw error instanceof DomainError ? new DomainError(429, SCAN_NETWORK_LIMIT_REACHED, error.retryAfter) : error;
      });
    }
    return (await tx.foodScan.create({ data: { userId, localDate: today }, select: { id: true } })).id;
  });
}

/** One model food matched in the catalogue: the searches run until a good match is found. */
async function groundFood(userId: number, food: ModelFood): Promise<ScanItem> {
  const searches: { term: string; foods: CatalogueFood[] }[] = [];
  let grounding = ground(food, searches);
  for (const term of searchTermsFor(food.name)) {
    searches.push({ term, foods: (await searchFoods(userId, term)).slice(0, 10) });
    grounding = ground(food, searches);
    if (grounding.match) break;
  }
  return {
    name: food.name,
    grams: Math.min(5000, Math.max(1, Math.round(food.grams))),
    confidence: Math.round(food.confidence * 100) / 100,
    estimate: estimatePer100g(food),
    options: grounding.options.map(({ id, name, caloriesPer100g, proteinPer100g, carbsPer100g, fatPer100g }) => ({
      id,
      name,
      caloriesPer100g,
      proteinPer100g,
      carbsPer100g,
      fatPer100g,
    })),
    choice: grounding.match?.id ?? null,
  };
}

/** What an analysis needs besides the photo: the model, the caller's abort signal, the caller's address (app/http/throttle.server.ts). */
type AnalysisDeps = { ai: AiClient | null; signal?: AbortSignal; ip: string };

/**
 * Analyzes a meal photo (POST /api/analyze-food, the /scan form): checks and downscales it, claims
 * one of the day's analyses, asks the model (with OPENAI_VISION_TIMEOUT_MS and the caller's abort
 * signal), validates its answer and grounds each food in the catalogue. Only a successful analysis
 * is kept (photo, foods) and counted; on any failure nothing is stored.
 */
export async function analyzeMealPhoto(userId: number, photo: Uint8Array, { ai, signal, ip }: AnalysisDeps): Promise<ScanView> {
  if (!ai) throw new DomainError(503, ANALYSIS_NOT_CONFIGURED);
  const image = await prepareImage(photo);
  const scanId = await reserveScan(userId, ip);
  try {
    const raw = await ai.askAboutImage(
      { instructions: SCAN_INSTRUCTIONS, imageDataUrl: dataUrlOf(image), answerSchema: ANSWER_JSON_SCHEMA },
      { signal, timeoutMs: env.OPENAI_VISION_TIMEOUT_MS },
    );
    const answer = ModelAnswer.safeParse(raw);
    if (!answer.success) throw new Error(`the model's answer does not fit the schema: ${answer.error.issues[0]?.message ?? ""}`);
    if (answer.data.foods.length === 0) throw new DomainError(422, NO_FOOD_FOUND);
    const items: ScanItem[] = [];
    for (const food of answer.data.foods) items.push(await groundFood(userId, food));
    return await db.$transaction(async (tx) => {
      const imageId = await storeImage(tx, userId, image);
      const scan = await tx.foodScan.update({
        where: { id: scanId },
        data: { status: "done", imageId, analysis: answer.data.analysis, items: JSON.stringify(items), identifiedFoods: items.length },
      });
      return viewOf(scan, items, await calorieGoal(userId, tx));
    });
  } catch (error) {
    await db.foodScan.deleteMany({ where: { id: scanId, status: "pending" } }).catch(() => {});
    if (error instanceof DomainError) throw error;
    console.warn(`scan: analysis ${scanId} failed:`, error instanceof Error ? error.message : error);
    throw new DomainError(502, noticeText(ANALYSIS_FAILED));
  }
}

export const AnalyzeImageInput = z.object({
  image: z.string({ error: "image is required: the photo as a data URL (data:image/jpeg;base64,…)" }),
});

/**
 * POST /api/analyze-food `{ image: dataURL }` (spec core §7): says "not configured" before reading
 * anything, then analyzes as the /scan form does.
 */
export async function analyzeImageRequest(userId: number, rawBody: unknown, deps: AnalysisDeps): Promise<Omit<ScanView, "items">> {
  if (!deps.ai) throw new DomainError(503, ANALYSIS_NOT_CONFIGURED);
  const { image } = validate(AnalyzeImageInput, rawBody);
  const { items: _items, ...view } = await analyzeMealPhoto(userId, decodeImageDataUrl(image), deps);
  return view;
}

/** The user's finished scan, or 404 (someone else's, unknown, or still being analyzed). */
async function findScan(tx: Tx, userId: number, scanId: number) {
  const scan = await tx.foodScan.findFirst({
    where: { id: scanId, userId, status: "done" },
    select: { id: true, imageId: true, analysis: true, items: true, mealId: true },
  });
  if (!scan) throw new DomainError(404, "Scan not found");
  return scan;
}

/** A scan as it stands (the /scan screen after a reload, or without JavaScript). */
export async function getScan(userId: number, scanId: number): Promise<ScanView> {
  const scan = await findScan(db, userId, scanId);
  return viewOf(scan, parseItems(scan.items), await calorieGoal(userId));
}

function corrected(items: ScanItem[], corrections: ItemCorrection[]): ScanItem[] {
  const result = applyCorrections(items, corrections);
  if (typeof result === "string") throw new DomainError(400, result);
  return result;
}

async function editScan(userId: number, scanId: number, edit: (items: ScanItem[], tx: Tx) => Promise<ScanItem[]> | ScanItem[]) {
  return db.$transaction(async (tx) => {
    const scan = await findScan(tx, userId, scanId);
    if (scan.mealId !== null) throw new DomainError(409, "This meal is already saved: scan another photo to start again");
    const items = await edit(parseItems(scan.items), tx);
    const updated = await tx.foodScan.update({ where: { id: scan.id }, data: { items: JSON.stringify(items) } });
    return viewOf(updated, items, await calorieGoal(userId, tx));
  });
}

/** Corrects a scan before it is saved: grams, swaps between catalogue matches, removal of one food. */
export async function correctScan(userId: number, rawInput: unknown): Promise<ScanView> {
  const input = validate(CorrectScanInput, rawInput);
  return editScan(userId, input.scanId, (items) => {
    const corrections = [...input.items];
    if (input.remove !== undefined) {
      if (input.remove >= items.length) throw new DomainError(400, "No such food in this scan");
      corrections[input.remove] = { ...corrections[input.remove], remove: true };
    }
    return corrected(items, corrections);
  });
}

/** Adds a catalogue food (or one of the user's own) to a scan, from the search panel. */
export async function addFoodToScan(userId: number, rawInput: unknown): Promise<ScanView & { added: string }> {
  const input = validate(AddScanFoodInput, rawInput);
  let added = "";
  const view = await editScan(userId, input.scanId, async (items, tx) => {
    const next = corrected(items, input.items);
    if (next.length >= MAX_SCAN_ITEMS) throw new DomainError(400, `A scanned meal holds at most ${MAX_SCAN_ITEMS} foods`);
    const food = await getVisibleFood(userId, input.foodId, tx);
    if (!food) throw new DomainError(404, "Food not found");
    added = food.name;
    const { id, name, caloriesPer100g, proteinPer100g, carbsPer100g, fatPer100g } = food;
    const option = { id, name, caloriesPer100g, proteinPer100g, carbsPer100g, fatPer100g };
    return [...next, { name, grams: input.quantity, confidence: null, estimate: null, options: [option], choice: id }];
  });
  return { ...view, added };
}

type SavedScanMeal = {
  id: number;
  userId: number;
  name: string;
  mealType: string;
  date: string;
  imageUrl: string | null;
  totalCalories: number;
  totalProtein: number;
  totalCarbs: number;
  totalFat: number;
  voiceSummary: string;
};

/**
 * Saves a scanned meal (spec core §5, §7's scan save): needs the analysis, a name and a type
 * ("Missing meal information"). The meal gets the scan's photo and analysis, the voice summary of
 * the corrected foods, and one entry per food: a catalogue food's nutrients from its current
 * per-100 g values, an estimated one's from the model's figures. Its totals follow the entries.
 * A scan is saved once.
 */
export async function saveScannedMeal(userId: number, rawInput: unknown): Promise<SavedScanMeal> {
  const input = validate(SaveScanInput, rawInput);
  if (input.userId !== undefined && input.userId !== userId) throw new DomainError(403, "You can only log meals for your own account");
  return db.$transaction(async (tx) => {
    const scan = await findScan(tx, userId, input.scanId!);
    if (scan.mealId !== null) throw new DomainError(409, noticeText(SAVE_FAILED));
    const items = corrected(parseItems(scan.items), input.items);
    if (items.length === 0) throw new DomainError(400, "Add at least one food to save this meal");
    const goal = await calorieGoal(userId, tx);
    const view = viewOf(scan, items, goal);
    const { today } = await userClock(userId, tx);
    const meal = await tx.meal.create({
      data: {
        userId,
        name: input.name!,
        mealType: input.mealType!,
        localDate: today,
        imageId: scan.imageId,
        aiAnalysis: scan.analysis,
        voiceSummary: view.voiceSummary,
      },
    });
    for (const item of items) {
      const chosen = item.choice === null ? null : await getVisibleFood(userId, item.choice, tx);
      // A chosen food deleted since the analysis keeps the figures it was offered with.
      const { option, per100: offered } = sourceOf(item);
      const per100 = chosen ?? offered;
      const nutrients = nutritionFor(per100, item.grams);
      await tx.mealFood.create({
        data: {
          mealId: meal.id,
          foodId: chosen?.id ?? null,
          foodName: chosen?.name ?? option?.name ?? item.name,
          quantity: item.grams,
          ...nutrients,
          caloriesPer100g: per100.caloriesPer100g,
          proteinPer100g: per100.proteinPer100g,
          carbsPer100g: per100.carbsPer100g,
          fatPer100g: per100.fatPer100g,
        },
      });
    }
    await refreshMealTotals(tx, meal.id);
    const closed = await tx.foodScan.updateMany({
      where: { id: scan.id, mealId: null },
      data: { items: JSON.stringify(items), mealId: meal.id },
    });
    if (closed.count !== 1) throw new DomainError(409, noticeText(SAVE_FAILED));
    const saved = await tx.meal.findUniqueOrThrow({ where: { id: meal.id } });
    return {
      id: saved.id,
      userId,
      name: saved.name,
      mealType: saved.mealType,
      date: saved.localDate,
      imageUrl: saved.imageId === null ? null : imagePath(saved.imageId),
      totalCalories: saved.totalCalories,
      totalProtein: saved.totalProtein,
      totalCarbs: saved.totalCarbs,
      totalFat: saved.totalFat,
      voiceSummary: view.voiceSummary,
    };
  });
}
