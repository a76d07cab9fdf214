import { z } from "zod";
import type { NutrientName } from "~/modules/food/nutrients";
import { LocalDateSchema } from "~/modules/meal/inputs";

// CSV cells and rows (RFC 4180) and the export's query. Pure.

/** Text a spreadsheet would run as a formula when it starts a cell (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: numbers as they are, text quoted when it holds a comma, a semicolon (the delimiter of
 * spreadsheets in many locales), a quote or a line break (quotes doubled), and text that starts
 * like a formula prefixed with an apostrophe.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ended with CRLF as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A food entry's nutrients beyond the macros (ADR 0047), after the columns that came before them: empty when unknown. */
export const NUTRIENT_EXPORT_COLUMNS = {
  fiber: "fiber_g",
  sugar: "sugars_g",
  saturatedFat: "saturated_fat_g",
  cholesterolMg: "cholesterol_mg",
  sodiumMg: "sodium_mg",
  potassiumMg: "potassium_mg",
  calciumMg: "calcium_mg",
  ironMg: "iron_mg",
  magnesiumMg: "magnesium_mg",
  vitaminARaeUg: "vitamin_a_rae_ug",
  vitaminCMg: "vitamin_c_mg",
  vitaminDUg: "vitamin_d_ug",
  vitaminB12Ug: "vitamin_b12_ug",
  folateDfeUg: "folate_dfe_ug",
  caffeineMg: "caffeine_mg",
  alcohol: "alcohol_g",
} as const satisfies Record<NutrientName, string>;

export const EXPORT_COLUMNS = [
  "record",
  "date",
  "time",
  "meal_id",
  "meal_name",
  "meal_type",
  "food",
  "quantity_g",
  "portion",
  "calories",
  "protein_g",
  "carbs_g",
  "fat_g",
  "workout_id",
  "workout_name",
  "exercise",
  "set",
  "reps",
  "weight_kg",
  "completed",
  "source",
  "estimate_kcal",
  "trend_kg_per_week",
  "goal",
  "pace_kg_per_week",
  "proposed_kcal",
  "previous_kcal",
  "target_kcal",
  "decision",
  "waist_cm",
  "hips_cm",
  "chest_cm",
  "arms_cm",
  "thighs_cm",
  "body_fat_pct",
  "photo_url",
  ...Object.values(NUTRIENT_EXPORT_COLUMNS),
] as const;

type ExportRow = Partial<Record<(typeof EXPORT_COLUMNS)[number], string | number | boolean | null>>;

export function exportLine(row: ExportRow): string {
  return csvRow(EXPORT_COLUMNS.map((column) => row[column]));
}

const EXPORT_FORMATS = ["csv", "json"] as const;

/** GET /api/export?format=csv|json&from=YYYY-MM-DD&to=YYYY-MM-DD (missing dates: the last 30 days). */
export const ExportQuery = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: "format must be csv or json" }).default("csv"),
    from: LocalDateSchema.optional(),
    to: LocalDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "from must not be after to", path: ["from"] });
export type ExportQuery = z.output<typeof ExportQuery>;
