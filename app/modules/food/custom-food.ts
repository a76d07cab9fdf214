import { z } from "zod";
import { TextSchema, OptionalTextSchema } from "~/modules/text-schema";
import { NumberSchema } from "~/modules/validate";
import { OptionalBarcodeSchema } from "./barcode";
import { FOOD_CATEGORIES } from "./categories";
import { MAX_QUANTITY_G } from "./nutrition";
import { per100gOf, round3, SERVING_UNITS, servingGrams, type Serving, type ServingUnit } from "./serving";

// Rules for a food a user creates (pure, shared by both doors and the unit tests).

/** Sodium in 100 g of pure salt is 38,758 mg. */
export const MAX_SODIUM_MG_PER_100G = 40_000;

/** Grams per 100 g: a JSON number or a decimal string (never `null`, `true`, `[]` or `"0x10"`), 0 to 100. */
const grams = (label: string) =>
  NumberSchema(label).pipe(z.number().min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100 g per 100 g`));

const optionalGrams = (label: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), grams(label).optional());

/** Energy from macros (4/4/9 kcal per g) may differ from the label by fibre, alcohol and rounding, within reason. */
export function energyMismatch(kcal: number, protein: number, carbs: number, fat: number): boolean {
  const fromMacros = 4 * protein + 4 * carbs + 9 * fat;
  return Math.abs(fromMacros - kcal) > 40 + 0.25 * Math.max(kcal, fromMacros);
}

/** An optional form or JSON value: empty or null means "not given". */
const blankIsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A figure per serving: `label` in `unit`, 0 to `max`. */
const perServing = (label: string, unit: string, max: number) =>
  NumberSchema(label).pipe(z.number().min(0, `${label} cannot be negative`).max(max, `${label} cannot exceed ${max} ${unit} per serving`));

/** The 1 ml = 1 g assumption is off by at most this much either way for anything drunk or poured. */
export const MIN_GRAMS_PER_ML = 0.2;
export const MAX_GRAMS_PER_ML = 2.5;

/** The values of a food, as its label gives them: per 100 g, or per serving (each serving figure's name ends in "PerServing"). */
const PER_100G = ["caloriesPer100g", "proteinPer100g", "carbsPer100g", "fatPer100g"] as const;
const OPTIONAL_PER_100G = ["fiberPer100g", "sugarPer100g", "sodiumMgPer100g"] as const;
const PER_SERVING = ["caloriesPerServing", "proteinPerServing", "carbsPerServing", "fatPerServing"] as const;
const OPTIONAL_PER_SERVING = ["fiberPerServing", "sugarPerServing", "sodiumMgPerServing"] as const;
const GRAMS_PER_SERVING = [
  ["proteinPerServing", "Protein"],
  ["carbsPerServing", "Carbs"],
  ["fatPerServing", "Fat"],
  ["fiberPerServing", "Fiber"],
  ["sugarPerServing", "Sugar"],
] as const;
const LABELS: Record<string, string> = { calories: "Calories", protein: "Protein", carbs: "Carbs", fat: "Fat" };

/**
 * A food a member creates or edits (the /foods forms and POST /api/foods, PUT /api/foods/{id}):
 * its values per 100 g (`caloriesPer100g`…, as always) or as the label gives them per serving
 * (`caloriesPerServing`… with `servingSize` in `servingUnit` g or ml, and for ml `gramsPerMl` when
 * known, else 1). Per serving, they are turned per 100 g (to 2 decimals) and checked there. A
 * `servingSize` (either way) becomes the food's portion "1 serving", offered when logging.
 */
export const CustomFoodInput = z
  .object({
    name: TextSchema({ label: "Name", min: 2, max: 120 }),
    brand: OptionalTextSchema({ label: "Brand", max: 80 }),
    category: z.enum(FOOD_CATEGORIES, { error: "Choose a category" }),
    caloriesPer100g: NumberSchema("Calories")
      .pipe(z.number().min(0, "Calories cannot be negative").max(900, "Calories cannot exceed 900 kcal per 100 g"))
      .optional(),
    proteinPer100g: grams("Protein").optional(),
    carbsPer100g: grams("Carbs").optional(),
    fatPer100g: grams("Fat").optional(),
    fiberPer100g: optionalGrams("Fiber"),
    sugarPer100g: optionalGrams("Sugar"),
    /** mg per 100 g: at most pure salt's sodium (38,758 mg), rounded up */
    sodiumMgPer100g: blankIsMissing(
      NumberSchema("Sodium").pipe(
        z
          .number()
          .min(0, "Sodium cannot be negative")
          .max(MAX_SODIUM_MG_PER_100G, `Sodium cannot exceed ${MAX_SODIUM_MG_PER_100G} mg per 100 g`),
      ),
    ),
    /** the label's serving, in `servingUnit` */
    servingSize: blankIsMissing(
      NumberSchema("Serving size").pipe(
        z.number().positive("Serving size must be more than 0").max(MAX_QUANTITY_G, `Serving size cannot exceed ${MAX_QUANTITY_G} g or ml`),
      ),
    ),
    servingUnit: blankIsMissing(z.enum(SERVING_UNITS, { error: "Serving unit is g or ml" })),
    /** g per ml of a serving in ml (without it, 1 ml counts as 1 g) */
    gramsPerMl: blankIsMissing(
      NumberSchema("Density").pipe(
        z
          .number()
          .min(MIN_GRAMS_PER_ML, `Density must be at least ${MIN_GRAMS_PER_ML} g per ml`)
          .max(MAX_GRAMS_PER_ML, `Density cannot exceed ${MAX_GRAMS_PER_ML} g per ml`),
      ),
    ),
    caloriesPerServing: blankIsMissing(perServing("Calories", "kcal", 9 * MAX_QUANTITY_G)),
    proteinPerServing: blankIsMissing(perServing("Protein", "g", MAX_QUANTITY_G)),
    carbsPerServing: blankIsMissing(perServing("Carbs", "g", MAX_QUANTITY_G)),
    fatPerServing: blankIsMissing(perServing("Fat", "g", MAX_QUANTITY_G)),
    fiberPerServing: blankIsMissing(perServing("Fiber", "g", MAX_QUANTITY_G)),
    sugarPerServing: blankIsMissing(perServing("Sugar", "g", MAX_QUANTITY_G)),
    sodiumMgPerServing: blankIsMissing(perServing("Sodium", "mg", 100_000)),
    /** a packaged product's barcode, so scanning it finds this food */
    barcode: OptionalBarcodeSchema,
  })
  .superRefine((food, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const serving: Serving | null =
      food.servingSize === undefined
        ? null
        : {
            size: food.servingSize,
            unit: food.servingUnit ?? "g",
            ...(food.gramsPerMl === undefined ? {} : { gramsPerMl: food.gramsPerMl }),
          };
    if (food.gramsPerMl !== undefined && serving?.unit !== "ml") issue("gramsPerMl", "A density is for a serving in ml");
    const grams = serving && servingGrams(serving);
    if (grams !== null && grams < 1) issue("servingSize", "A serving weighs at least 1 g");
    const perServingGiven = [...PER_SERVING, ...OPTIONAL_PER_SERVING].some((name) => food[name] !== undefined);
    if (!perServingGiven) {
      for (const name of PER_100G) if (food[name] === undefined) issue(name, `${LABELS[name.replace("Per100g", "")]} is required`);
      return checkPer100g(food, issue);
    }
    const per100gGiven = [...PER_100G, ...OPTIONAL_PER_100G].find((name) => food[name] !== undefined);
    if (per100gGiven) issue(per100gGiven, "Give the values per 100 g or per serving, not both");
    for (const name of PER_SERVING) if (food[name] === undefined) issue(name, `${LABELS[name.replace("PerServing", "")]} is required`);
    if (serving === null) issue("servingSize", "Serving size is required for values per serving");
    if (per100gGiven || grams === null || grams < 1 || PER_SERVING.some((name) => food[name] === undefined)) return;
    for (const [name, label] of GRAMS_PER_SERVING) {
      if ((food[name] ?? 0) > grams) issue(name, `${label} cannot exceed the serving's weight (${grams} g)`);
    }
    if (food.proteinPerServing! + food.carbsPerServing! + food.fatPerServing! > grams)
      issue("fatPerServing", `Protein, carbs and fat together cannot exceed the serving's weight (${grams} g)`);
    const kcal = (food.caloriesPerServing! * 100) / grams;
    if (kcal > 900) issue("caloriesPerServing", "More than 900 kcal per 100 g: check the calories and the serving size");
    else if (
      energyMismatch(
        kcal,
        (food.proteinPerServing! * 100) / grams,
        (food.carbsPerServing! * 100) / grams,
        (food.fatPerServing! * 100) / grams,
      )
    )
      issue("caloriesPerServing", "Calories do not match the macros (protein and carbs give 4 kcal/g, fat 9 kcal/g)");
    if (((food.sodiumMgPerServing ?? 0) * 100) / grams > MAX_SODIUM_MG_PER_100G)
      issue("sodiumMgPerServing", "More sodium than salt itself holds: check the sodium (mg) and the serving size");
  })
  .transform(({ servingSize, servingUnit, gramsPerMl, ...food }) => {
    const unit = servingUnit ?? "g";
    // The output parses again to itself (a form's action hands it to the module, which validates it).
    const serving: { servingSize?: number; servingUnit?: ServingUnit; gramsPerMl?: number } =
      servingSize === undefined
        ? {}
        : { servingSize, servingUnit: unit, ...(unit === "ml" && gramsPerMl !== undefined ? { gramsPerMl: round3(gramsPerMl) } : {}) };
    const grams = servingSize === undefined ? null : servingGrams({ size: servingSize, unit, gramsPerMl });
    const per100g = (perServingValue: number | undefined, per100gValue: number | undefined) =>
      perServingValue !== undefined && grams ? per100gOf(perServingValue, grams) : per100gValue;
    return {
      name: food.name,
      brand: food.brand,
      category: food.category,
      caloriesPer100g: per100g(food.caloriesPerServing, food.caloriesPer100g)!,
      proteinPer100g: per100g(food.proteinPerServing, food.proteinPer100g)!,
      carbsPer100g: per100g(food.carbsPerServing, food.carbsPer100g)!,
      fatPer100g: per100g(food.fatPerServing, food.fatPer100g)!,
      fiberPer100g: per100g(food.fiberPerServing, food.fiberPer100g),
      sugarPer100g: per100g(food.sugarPerServing, food.sugarPer100g),
      sodiumMgPer100g: per100g(food.sodiumMgPerServing, food.sodiumMgPer100g),
      barcode: food.barcode,
      ...serving,
    };
  });
export type CustomFoodInput = z.output<typeof CustomFoodInput>;

/** The rules of values per 100 g (the four macros given). */
function checkPer100g(
  food: { caloriesPer100g?: number; proteinPer100g?: number; carbsPer100g?: number; fatPer100g?: number },
  issue: (path: string, message: string) => void,
) {
  const { caloriesPer100g: kcal, proteinPer100g: protein, carbsPer100g: carbs, fatPer100g: fat } = food;
  if (kcal === undefined || protein === undefined || carbs === undefined || fat === undefined) return;
  // 0.02: three values turned per 100 g from a serving may each round up by 0.005
  if (protein + carbs + fat > 100.02) issue("fatPer100g", "Protein, carbs and fat together cannot exceed 100 g");
  if (energyMismatch(kcal, protein, carbs, fat))
    issue("caloriesPer100g", "Calories do not match the macros (protein and carbs give 4 kcal/g, fat 9 kcal/g)");
}
