// The export layouts a member can bring their history from (issue 41 item 7, ADR 0045): each
// app's documented CSV header, recognised from the header row, and what one row of it says. Pure:
// import.server.ts streams the file through csv-parse, or reads MacroFactor's workbook's sheets
// (workbook.server.ts), and feeds each row here.
import { isIsoDate } from "~/modules/dates/calendar";
import type { MealType } from "~/modules/meal/meal-types";
import { KG_PER_LB } from "~/modules/units/units";

export const HISTORY_APPS = ["myfitnesspal", "cronometer", "macrofactor"] as const;
export type HistoryApp = (typeof HISTORY_APPS)[number];
export const APP_LABELS: Record<HistoryApp, string> = {
  myfitnesspal: "MyFitnessPal",
  cronometer: "Cronometer",
  macrofactor: "MacroFactor",
};

export type WeightUnit = "kg" | "lb";

/** A layout: the app, what it holds, the columns (lower case) that name it, and how a row reads. */
export type Layout = {
  id: LayoutId;
  app: HistoryApp;
  /** What the member picks it as on the screen. */
  label: string;
  holds: "intake" | "weight" | "intake and weight";
};

/** What one row says: part of a day's intake (a meal slot's, or the whole day's), a weigh-in, or why it is skipped. */
export type RowReading =
  | { kind: "intake"; date: string; slot: Slot; kcal: number; protein: number; carbs: number; fat: number }
  | { kind: "weight"; date: string; kg: number }
  | { kind: "skip"; reason: SkipReason }
  | { kind: "ignore" };

/** A meal slot of the diary, or the whole day when the export has daily totals only. */
export type Slot = MealType | "day";

export const SKIP_REASONS = {
  date: "the date is not a day written YYYY-MM-DD",
  number: "a number could not be read",
  empty: "nothing was logged (no calories)",
  range: "a value is out of range (calories 1–10,000 a meal, macros up to 1,000 g, weight 25–400 kg)",
  unit: "the weight's unit is neither kg nor lb",
  future: "the day is in the future",
  logged: "the day already has meals logged in Fitplate or imported from another app",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** A layout of rows that readRow reads: a CSV's, or a workbook sheet's. */
export type RowLayoutId =
  | "mfp-nutrition"
  | "mfp-measurements"
  | "cronometer-daily"
  | "cronometer-biometrics"
  | "macrofactor-food-log"
  | "macrofactor-daily"
  | "macrofactor-weight";
/** What a file is: one of the row layouts, or MacroFactor's .xlsx workbook (its sheets read as macrofactor-daily and macrofactor-weight). */
export type LayoutId = RowLayoutId | "macrofactor-workbook";

export const LAYOUTS: Record<LayoutId, Layout> = {
  "mfp-nutrition": { id: "mfp-nutrition", app: "myfitnesspal", label: "MyFitnessPal Nutrition Summary", holds: "intake" },
  "mfp-measurements": { id: "mfp-measurements", app: "myfitnesspal", label: "MyFitnessPal Measurement Summary", holds: "weight" },
  "cronometer-daily": { id: "cronometer-daily", app: "cronometer", label: "Cronometer Daily Nutrition", holds: "intake" },
  "cronometer-biometrics": { id: "cronometer-biometrics", app: "cronometer", label: "Cronometer Biometrics", holds: "weight" },
  "macrofactor-food-log": { id: "macrofactor-food-log", app: "macrofactor", label: "MacroFactor Food Log", holds: "intake" },
  "macrofactor-daily": { id: "macrofactor-daily", app: "macrofactor", label: "MacroFactor Calories & Macros sheet", holds: "intake" },
  "macrofactor-weight": { id: "macrofactor-weight", app: "macrofactor", label: "MacroFactor Scale Weight sheet", holds: "weight" },
  "macrofactor-workbook": { id: "macrofactor-workbook", app: "macrofactor", label: "MacroFactor workbook", holds: "intake and weight" },
};

/** A header cell as compared: trimmed, lower case, single spaces. */
export function columnName(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, " ");
}

const has = (columns: readonly string[], ...names: string[]) => names.every((name) => columns.includes(name));

/**
 * The layout a header row is, or null. Checked most specific first: each app's own column names
 * (MyFitnessPal's "Meal", Cronometer's "Energy (kcal)" and "Metric", MacroFactor's "Food Name"
 * and "Calories (kcal)") tell them apart.
 */
export function detectLayout(columns: readonly string[]): RowLayoutId | null {
  if (has(columns, "day", "metric", "unit", "amount")) return "cronometer-biometrics";
  if (has(columns, "date", "energy (kcal)")) return "cronometer-daily";
  if (has(columns, "date", "meal", "calories")) return "mfp-nutrition";
  if (has(columns, "date", "food name", "calories (kcal)")) return "macrofactor-food-log";
  if (has(columns, "date", "calories (kcal)")) return "macrofactor-daily";
  if (has(columns, "date") && (columns.includes("weight (kg)") || columns.includes("weight (lbs)"))) return "macrofactor-weight";
  if (has(columns, "date", "weight")) return "mfp-measurements";
  return null;
}

/** A cell as a number: empty is null, "1,234.5" and "1234,5" both read; NaN when it is not a number. */
export function numberOf(cell: string | undefined): number | null {
  const text = (cell ?? "").trim();
  if (text === "") return null;
  const normal = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, "") : text.replace(",", ".");
  const value = Number(normal);
  return Number.isFinite(value) ? value : Number.NaN;
}

const MAX_KCAL = 10_000;
const MAX_MACRO_G = 1_000;
const KG_RANGE = { min: 25, max: 400 };

/** A meal slot from a meal's name in the export (MyFitnessPal's Breakfast, Lunch, Dinner, Snacks; renamed ones count as snacks). */
export function slotOf(meal: string | undefined): MealType {
  const name = (meal ?? "").trim().toLowerCase();
  if (name.startsWith("breakfast")) return "breakfast";
  if (name.startsWith("lunch")) return "lunch";
  if (name.startsWith("dinner")) return "dinner";
  return "snack";
}

function intake(
  date: string | undefined,
  slot: Slot,
  cells: { kcal?: string; protein?: string; carbs?: string; fat?: string },
): RowReading {
  const day = (date ?? "").trim();
  if (!isIsoDate(day)) return { kind: "skip", reason: "date" };
  const [kcal, protein, carbs, fat] = [cells.kcal, cells.protein, cells.carbs, cells.fat].map(numberOf);
  if ([kcal, protein, carbs, fat].some((value) => Number.isNaN(value))) return { kind: "skip", reason: "number" };
  if (kcal === null || kcal === 0) return { kind: "skip", reason: "empty" };
  const grams = [protein ?? 0, carbs ?? 0, fat ?? 0];
  if (kcal! < 0 || kcal! > MAX_KCAL || grams.some((g) => g < 0 || g > MAX_MACRO_G)) return { kind: "skip", reason: "range" };
  return { kind: "intake", date: day, slot, kcal: kcal!, protein: grams[0]!, carbs: grams[1]!, fat: grams[2]! };
}

function weight(date: string | undefined, value: string | undefined, unit: string | undefined): RowReading {
  const day = (date ?? "").trim();
  if (!isIsoDate(day)) return { kind: "skip", reason: "date" };
  const amount = numberOf(value);
  if (amount === null) return { kind: "ignore" }; // a measurement row without a weight (MyFitnessPal's other columns)
  if (Number.isNaN(amount)) return { kind: "skip", reason: "number" };
  const factor = unitFactor(unit);
  if (factor === null) return { kind: "skip", reason: "unit" };
  const kg = Math.round(amount * factor * 100) / 100;
  if (kg < KG_RANGE.min || kg > KG_RANGE.max) return { kind: "skip", reason: "range" };
  return { kind: "weight", date: day, kg };
}

/** kg per unit of a weight's unit as exports write it ("kg", "lb", "lbs", "pounds"), or null. */
export function unitFactor(unit: string | undefined): number | null {
  const name = (unit ?? "").trim().toLowerCase();
  if (name === "kg" || name === "kgs" || name === "kilograms") return 1;
  if (name === "lb" || name === "lbs" || name === "pounds") return KG_PER_LB;
  return null;
}

/**
 * What one row (keyed by columnName) of a layout says. `weightUnit` is the unit of a layout whose
 * file does not name it (MyFitnessPal's Measurement Summary writes the member's display unit).
 */
export function readRow(layout: RowLayoutId, row: Record<string, string>, weightUnit: WeightUnit): RowReading {
  switch (layout) {
    case "mfp-nutrition":
      return intake(row.date, slotOf(row.meal), {
        kcal: row.calories,
        protein: row["protein (g)"],
        carbs: row["carbohydrates (g)"] ?? row["carbs (g)"],
        fat: row["fat (g)"],
      });
    case "cronometer-daily":
      // With diary groups shown, Cronometer writes a row per group ("Group"); else one per day.
      return intake(row.date, row.group === undefined ? "day" : slotOf(row.group), {
        kcal: row["energy (kcal)"],
        protein: row["protein (g)"],
        carbs: row["carbs (g)"],
        fat: row["fat (g)"],
      });
    case "macrofactor-food-log":
    case "macrofactor-daily":
      return intake(row.date, "day", {
        kcal: row["calories (kcal)"],
        protein: row["protein (g)"],
        carbs: row["carbs (g)"],
        fat: row["fat (g)"],
      });
    case "mfp-measurements":
      return weight(row.date, row.weight, weightUnit);
    case "cronometer-biometrics":
      // Every biometric is a row; a scale's name may follow ("Weight (Garmin)").
      return /^weight\b/.test(columnName(row.metric ?? "")) ? weight(row.day, row.amount, row.unit) : { kind: "ignore" };
    case "macrofactor-weight":
      return row["weight (kg)"] !== undefined ? weight(row.date, row["weight (kg)"], "kg") : weight(row.date, row["weight (lbs)"], "lb");
  }
}
