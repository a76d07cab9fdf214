import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { CHECK_IN_FIELDS } from "~/modules/energy/check-in.server";
import { imagePath } from "~/modules/image/image.server";
import { listSavedMeals, type SavedMeal } from "~/modules/meal/saved-meals.server";
import { userClock } from "~/modules/user/clock.server";
import { requireFeature } from "~/modules/user/features.server";
import { validate } from "~/modules/validate";
import { NUTRIENTS, nutrientAmounts, nutrientSelect, nutrientsPer100gOf, type NutrientAmounts } from "~/modules/food/nutrients";
import { EXPORT_COLUMNS, ExportQuery, NUTRIENT_EXPORT_COLUMNS, csvRow, exportLine } from "./csv";

// The data export (premium): the user's meals, food entries, workouts, weigh-ins, check-ins, body
// measurements and progress photos (JSON: the photos themselves, as data URLs) of a
// date range, and their saved meals (at most 100, of no day), as CSV or JSON, written page by page
// into a ReadableStream so a long history is never held in memory.

const PAGE = 200;

const mealPage = (userId: number, from: string, to: string, after: number | null) =>
  db.meal.findMany({
    where: { userId, localDate: { gte: from, lte: to } },
    orderBy: [{ localDate: "asc" }, { id: "asc" }],
    ...(after === null ? {} : { cursor: { id: after }, skip: 1 }),
    take: PAGE,
    select: {
      id: true,
      localDate: true,
      eatenAt: true,
      name: true,
      mealType: true,
      totalCalories: true,
      totalProtein: true,
      totalCarbs: true,
      totalFat: true,
      aiAnalysis: true,
      voiceSummary: true,
      foods: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          foodId: true,
          foodName: true,
          quantity: true,
          portionLabel: true,
          calories: true,
          protein: true,
          carbs: true,
          fat: true,
          ...nutrientSelect,
          deletedAt: true,
        },
      },
    },
  });
type MealRow = Awaited<ReturnType<typeof mealPage>>[number];

/** Workouts started in the range (days in the user's time zone): read a day wider in UTC, then kept by local day. */
const workoutPage = (userId: number, from: string, to: string, after: number) =>
  db.workoutSession.findMany({
    where: {
      userId,
      id: { gt: after },
      startTime: { gte: new Date(`${addDays(from, -1)}T00:00:00Z`), lt: new Date(`${addDays(to, 2)}T00:00:00Z`) },
    },
    orderBy: { id: "asc" },
    take: PAGE / 4,
    select: {
      id: true,
      name: true,
      startTime: true,
      endTime: true,
      totalVolume: true,
      exercises: {
        orderBy: { position: "asc" },
        select: {
          exercise: { select: { name: true, category: true } },
          targetSets: true,
          targetReps: true,
          targetWeight: true,
          sets: { orderBy: { position: "asc" }, select: { position: true, reps: true, weight: true, restTime: true, completed: true } },
        },
      },
    },
  });
type WorkoutRow = Awaited<ReturnType<typeof workoutPage>>[number];

/** Weigh-ins and check-ins of the range (their `date` is the member's day), by id. */
const weightPage = (userId: number, from: string, to: string, after: number) =>
  db.weightEntry.findMany({
    where: { userId, id: { gt: after }, date: { gte: from, lte: to } },
    orderBy: { id: "asc" },
    take: PAGE,
    select: { id: true, date: true, kg: true, source: true },
  });
type WeightRow = Awaited<ReturnType<typeof weightPage>>[number];

const checkInPage = (userId: number, from: string, to: string, after: number) =>
  db.checkIn.findMany({
    where: { userId, id: { gt: after }, date: { gte: from, lte: to } },
    orderBy: { id: "asc" },
    take: PAGE,
    select: CHECK_IN_FIELDS,
  });
type CheckInRow = Awaited<ReturnType<typeof checkInPage>>[number];

const measurementPage = (userId: number, from: string, to: string, after: number) =>
  db.bodyMeasurement.findMany({
    where: { userId, id: { gt: after }, date: { gte: from, lte: to } },
    orderBy: { id: "asc" },
    take: PAGE,
    select: { id: true, date: true, waistCm: true, hipsCm: true, chestCm: true, armsCm: true, thighsCm: true, bodyFatPct: true },
  });
type MeasurementRow = Awaited<ReturnType<typeof measurementPage>>[number];

/** Progress photos carry their bytes in JSON (a few hundred kB each): a few a page. */
const PHOTO_PAGE = 8;
const photoPage = (userId: number, from: string, to: string, after: number, withBytes: boolean) =>
  db.progressPhoto.findMany({
    where: { userId, id: { gt: after }, date: { gte: from, lte: to } },
    orderBy: { id: "asc" },
    take: PHOTO_PAGE,
    select: { id: true, date: true, imageId: true, image: { select: { contentType: true, width: true, height: true, bytes: withBytes } } },
  });
type PhotoRow = Awaited<ReturnType<typeof photoPage>>[number];

const weightCsv = (row: WeightRow) => exportLine({ record: "weight", date: row.date, weight_kg: row.kg, source: row.source });
const checkInCsv = (row: CheckInRow) =>
  exportLine({
    record: "check_in",
    date: row.date,
    estimate_kcal: row.estimateKcal,
    trend_kg_per_week: row.trendKgPerWeek,
    goal: row.goal,
    pace_kg_per_week: row.paceKgPerWeek,
    proposed_kcal: row.proposedKcal,
    previous_kcal: row.previousKcal,
    target_kcal: row.targetKcal,
    decision: row.decision,
  });

const measurementCsv = (row: MeasurementRow) =>
  exportLine({
    record: "measurement",
    date: row.date,
    waist_cm: row.waistCm,
    hips_cm: row.hipsCm,
    chest_cm: row.chestCm,
    arms_cm: row.armsCm,
    thighs_cm: row.thighsCm,
    body_fat_pct: row.bodyFatPct,
  });
/** CSV names a photo by its address (served to its owner only); JSON carries the photo itself. */
const photoCsv = (row: PhotoRow) => exportLine({ record: "progress_photo", date: row.date, photo_url: imagePath(row.imageId) });
const photoJson = ({ image, ...row }: PhotoRow) =>
  JSON.stringify({
    id: row.id,
    date: row.date,
    url: imagePath(row.imageId),
    width: image.width,
    height: image.height,
    image: `data:${image.contentType};base64,${Buffer.from(image.bytes!).toString("base64")}`,
  });

/** The live entries of a meal; a meal saved with totals only (a scan) has none. */
const liveFoods = (meal: MealRow) => meal.foods.filter((entry) => entry.deletedAt === null);

/** An entry's nutrients beyond the macros, from the per-100 g values it was logged with (null: unknown). */
const entryNutrients = (entry: MealRow["foods"][number]) => nutrientAmounts(nutrientsPer100gOf(entry), entry.quantity);

const nutrientCells = (amounts: NutrientAmounts) =>
  Object.fromEntries(NUTRIENTS.map((n) => [NUTRIENT_EXPORT_COLUMNS[n.name], amounts[n.name]]));

/**
 * CSV: one row per food entry ("food_entry"), one per meal saved with totals only ("meal"), one per
 * workout set ("workout_set"), weigh-in ("weight"), check-in ("check_in"), day of measurements
 * ("measurement") and progress photo ("progress_photo", its address). Meals whose entries were all deleted count 0 and are left out, so the
 * calories of a day's rows add up to GET /api/tracking's totalCalories.
 */
function mealCsv(meal: MealRow): string {
  const base = { date: meal.localDate, time: meal.eatenAt.toISOString(), meal_id: meal.id, meal_name: meal.name, meal_type: meal.mealType };
  if (meal.foods.length === 0) {
    return exportLine({
      record: "meal",
      ...base,
      calories: meal.totalCalories,
      protein_g: meal.totalProtein,
      carbs_g: meal.totalCarbs,
      fat_g: meal.totalFat,
    });
  }
  return liveFoods(meal)
    .map((entry) =>
      exportLine({
        record: "food_entry",
        ...base,
        food: entry.foodName,
        quantity_g: entry.quantity,
        portion: entry.portionLabel,
        calories: entry.calories,
        protein_g: entry.protein,
        carbs_g: entry.carbs,
        fat_g: entry.fat,
        ...nutrientCells(entryNutrients(entry)),
      }),
    )
    .join("");
}

function workoutCsv(workout: WorkoutRow, date: string): string {
  return workout.exercises
    .flatMap((exercise) =>
      exercise.sets.map((set) =>
        exportLine({
          record: "workout_set",
          date,
          time: workout.startTime!.toISOString(),
          workout_id: workout.id,
          workout_name: workout.name ?? "Workout",
          exercise: exercise.exercise.name,
          set: set.position,
          reps: set.reps,
          weight_kg: set.weight,
          completed: set.completed,
        }),
      ),
    )
    .join("");
}

/** CSV: one "saved_meal_item" row per item of a saved meal (no date: saved meals count in no day). */
const savedMealCsv = (saved: SavedMeal) =>
  saved.items
    .map((item) =>
      exportLine({
        record: "saved_meal_item",
        meal_id: saved.id,
        meal_name: saved.name,
        meal_type: saved.mealType,
        food: item.name,
        quantity_g: item.quantity,
        portion: item.portionLabel,
        calories: item.calories,
        protein_g: item.protein,
        carbs_g: item.carbs,
        fat_g: item.fat,
      }),
    )
    .join("");

const mealJson = (meal: MealRow) =>
  JSON.stringify({
    id: meal.id,
    date: meal.localDate,
    eatenAt: meal.eatenAt.toISOString(),
    name: meal.name,
    mealType: meal.mealType,
    totalCalories: meal.totalCalories,
    totalProtein: meal.totalProtein,
    totalCarbs: meal.totalCarbs,
    totalFat: meal.totalFat,
    aiAnalysis: meal.aiAnalysis,
    voiceSummary: meal.voiceSummary,
    foods: liveFoods(meal).map((entry) => ({
      id: entry.id,
      foodId: entry.foodId,
      quantity: entry.quantity,
      portionLabel: entry.portionLabel,
      calories: entry.calories,
      protein: entry.protein,
      carbs: entry.carbs,
      fat: entry.fat,
      food: entry.foodName,
      nutrients: entryNutrients(entry),
    })),
  });

const workoutJson = (workout: WorkoutRow, date: string) =>
  JSON.stringify({
    id: workout.id,
    date,
    name: workout.name ?? "Workout",
    startTime: workout.startTime!.toISOString(),
    endTime: workout.endTime?.toISOString() ?? null,
    totalVolume: workout.totalVolume,
    exercises: workout.exercises.map((exercise) => ({
      exercise: exercise.exercise.name,
      category: exercise.exercise.category,
      targetSets: exercise.targetSets,
      targetReps: exercise.targetReps,
      targetWeight: exercise.targetWeight,
      sets: exercise.sets,
    })),
  });

type DataExport = { stream: ReadableStream<Uint8Array>; filename: string; contentType: string };

/** GET /api/export: premium only (403 otherwise); the range defaults to the last 30 days. */
export async function exportData(userId: number, rawQuery: unknown): Promise<DataExport> {
  const query = validate(ExportQuery, rawQuery);
  const [, { today, timeZone }] = await Promise.all([requireFeature(userId, "advancedAnalytics"), userClock(userId)]);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw new DomainError(400, "from must not be after to");
  const csv = query.format === "csv";

  const encoder = new TextEncoder();
  let phase: "start" | "meals" | "workouts" | "saved" | "weights" | "checkIns" | "measurements" | "photos" | "done" = "start";
  let afterMeal: number | null = null;
  let afterWorkout = 0;
  let afterWeight = 0;
  let afterCheckIn = 0;
  let afterMeasurement = 0;
  let afterPhoto = 0;
  let first = true;
  const item = (json: string) => {
    const text = first ? json : `,${json}`;
    first = false;
    return text;
  };

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        let chunk = "";
        // A pull that enqueues nothing is not called again: go on to the next phase until there is text.
        while (!chunk && phase !== "done") chunk = await nextChunk();
        if (chunk) controller.enqueue(encoder.encode(chunk));
        if (phase === "done") controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  async function nextChunk(): Promise<string> {
    let chunk = "";
    if (phase === "start") {
      chunk = csv
        ? `\uFEFF${csvRow(EXPORT_COLUMNS)}`
        : `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"timeZone":${JSON.stringify(timeZone)},"meals":[`;
      phase = "meals";
    } else if (phase === "meals") {
      const meals = await mealPage(userId, from, to, afterMeal);
      chunk = meals.map((meal) => (csv ? mealCsv(meal) : item(mealJson(meal)))).join("");
      if (meals.length < PAGE) {
        phase = "workouts";
        first = true;
        if (!csv) chunk += `],"workouts":[`;
      } else afterMeal = meals.at(-1)!.id;
    } else if (phase === "workouts") {
      const workouts = await workoutPage(userId, from, to, afterWorkout);
      for (const workout of workouts) {
        const date = localDateOf(workout.startTime!, timeZone);
        if (date < from || date > to) continue;
        chunk += csv ? workoutCsv(workout, date) : item(workoutJson(workout, date));
      }
      if (workouts.length < PAGE / 4) {
        phase = "saved";
        first = true;
        if (!csv) chunk += `],"savedMeals":[`;
      } else afterWorkout = workouts.at(-1)!.id;
    } else if (phase === "saved") {
      const saved = await listSavedMeals(userId);
      chunk = saved.map((meal) => (csv ? savedMealCsv(meal) : item(JSON.stringify(meal)))).join("");
      phase = "weights";
      first = true;
      if (!csv) chunk += `],"weights":[`;
    } else if (phase === "weights") {
      const weights = await weightPage(userId, from, to, afterWeight);
      chunk = weights.map((row) => (csv ? weightCsv(row) : item(JSON.stringify(row)))).join("");
      if (weights.length < PAGE) {
        phase = "checkIns";
        first = true;
        if (!csv) chunk += `],"checkIns":[`;
      } else afterWeight = weights.at(-1)!.id;
    } else if (phase === "checkIns") {
      const checkIns = await checkInPage(userId, from, to, afterCheckIn);
      chunk = checkIns.map((row) => (csv ? checkInCsv(row) : item(JSON.stringify(row)))).join("");
      if (checkIns.length < PAGE) {
        phase = "measurements";
        first = true;
        if (!csv) chunk += `],"measurements":[`;
      } else afterCheckIn = checkIns.at(-1)!.id;
    } else if (phase === "measurements") {
      const measurements = await measurementPage(userId, from, to, afterMeasurement);
      chunk = measurements.map((row) => (csv ? measurementCsv(row) : item(JSON.stringify(row)))).join("");
      if (measurements.length < PAGE) {
        phase = "photos";
        first = true;
        if (!csv) chunk += `],"progressPhotos":[`;
      } else afterMeasurement = measurements.at(-1)!.id;
    } else if (phase === "photos") {
      const photos = await photoPage(userId, from, to, afterPhoto, !csv);
      chunk = photos.map((row) => (csv ? photoCsv(row) : item(photoJson(row)))).join("");
      if (photos.length < PHOTO_PAGE) {
        phase = "done";
        if (!csv) chunk += "]}\n";
      } else afterPhoto = photos.at(-1)!.id;
    }
    return chunk;
  }
  return {
    stream,
    filename: `fitplate-${from}-to-${to}.${query.format}`,
    contentType: csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
  };
}
