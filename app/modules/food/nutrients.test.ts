import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFnddsCsv } from "../../../scripts/catalogue/fndds";
import { moreNutrientColumns, parseSrFile, toAbbrevRow } from "../../../scripts/catalogue/usda";
import {
  NUTRIENTS,
  nutrientAmounts,
  nutrientsPer100gOf,
  percentOfDailyValue,
  roundNutrient,
  sumNutrientAmounts,
  UNKNOWN_PER_100G,
  type NutrientsPer100g,
} from "./nutrients";

// Two real source rows, as they stand in the reference data: SR28 ABBREV "Bananas, raw" (09040)
// and FNDDS 2017–2018 "Coffee, Latte" (92101900).
const ABBREV_BANANA =
  "~09040~^~BANANAS,RAW~^74.91^89^1.09^0.33^0.82^22.84^2.6^12.23^5^0.26^27^22^358^1^0.15^0.078^0.270^1.0^8.7^0.031^0.073^0.665^0.334^0.367^20^0^20^20^9.8^0.00^64^3^0^25^26^0^0^22^0.10^0.0^0^0.5^0.112^0.032^0.073^0^225^~1 cup, mashed~^150^~1 cup, sliced~^36";
const FNDDS_LATTE =
  '"FNDDS Nutrient Values\r\n2017-2018 Food and Nutrient Database for Dietary Studies - At A Glance",,\r\n' +
  'Food code,Main food description,WWEIA Category number,WWEIA Category description,Energy (kcal),Protein (g),Carbohydrate (g),"Sugars, total\n(g)","Fiber, total dietary (g)",Total Fat (g),"Fatty acids, total saturated (g)",Cholesterol (mg),Potassium (mg),Calcium (mg),Iron (mg),Magnesium (mg),"Vitamin A, RAE (mcg_RAE)",Vitamin C (mg),Vitamin D (D2 + D3) (mcg),Vitamin B-12 (mcg),"Folate, DFE (mcg_DFE)",Sodium (mg),Caffeine (mg),Alcohol (g)\r\n' +
  '92101900,"Coffee, Latte",7302,Coffee,43,2.8,4.36,4.06,0,1.61,0.938,7,152,105,0.02,23,69,0.2,0.9,0.37,2,35,36,0\r\n';

const [bananaFields] = parseSrFile(ABBREV_BANANA);
const bananaRow = toAbbrevRow(bananaFields!);
const banana: NutrientsPer100g = nutrientsPer100gOf({
  fiberPer100g: bananaRow.fiber,
  sugarPer100g: bananaRow.sugar,
  sodiumMgPer100g: bananaRow.sodiumMg,
  ...moreNutrientColumns(bananaRow.more),
});
const [latteRow] = parseFnddsCsv(FNDDS_LATTE);
const value = (column: string) => Number(latteRow![column]);
const latte: NutrientsPer100g = {
  fiberPer100g: value("Fiber, total dietary (g)"),
  sugarPer100g: value("Sugars, total (g)"),
  saturatedFatPer100g: value("Fatty acids, total saturated (g)"),
  cholesterolMgPer100g: value("Cholesterol (mg)"),
  sodiumMgPer100g: value("Sodium (mg)"),
  potassiumMgPer100g: value("Potassium (mg)"),
  calciumMgPer100g: value("Calcium (mg)"),
  ironMgPer100g: value("Iron (mg)"),
  magnesiumMgPer100g: value("Magnesium (mg)"),
  vitaminARaeUgPer100g: value("Vitamin A, RAE (mcg_RAE)"),
  vitaminCMgPer100g: value("Vitamin C (mg)"),
  vitaminDUgPer100g: value("Vitamin D (D2 + D3) (mcg)"),
  vitaminB12UgPer100g: value("Vitamin B-12 (mcg)"),
  folateDfeUgPer100g: value("Folate, DFE (mcg_DFE)"),
  caffeineMgPer100g: value("Caffeine (mg)"),
  alcoholPer100g: value("Alcohol (g)"),
};

/** The seed's line for a food, as catalogue:build wrote it. */
function seedFood(file: string, id: number) {
  const line = readFileSync(`prisma/seed-data/${file}`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`{"id":${id},`));
  const food = JSON.parse(line!.replace(/,$/, "")) as { more: (number | null)[] } & Record<string, unknown>;
  return nutrientsPer100gOf({ ...(food as Partial<NutrientsPer100g>), ...moreNutrientColumns(food.more) });
}

describe("nutrients of two real foods", () => {
  it("the seed carries the source rows' values, SR's caffeine and alcohol unknown", () => {
    expect(seedFood("foods.json", 9040)).toEqual(banana);
    expect(seedFood("fndds-foods.json", 92101900)).toEqual(latte);
    expect(banana.caffeineMgPer100g).toBeNull();
    expect(banana.alcoholPer100g).toBeNull();
  });

  it("per portion: a medium banana (118 g) and a cup of latte (240 g), worked by hand from the rows", () => {
    const medium = nutrientAmounts(banana, 118);
    // 2.6 g × 1.18 = 3.068; 358 mg × 1.18 = 422.44; 0.26 mg × 1.18 = 0.3068; 8.7 mg × 1.18 = 10.266; 20 µg × 1.18 = 23.6
    expect(medium).toMatchObject({ fiber: 3.07, potassiumMg: 422.4, ironMg: 0.307, vitaminCMg: 10.3, folateDfeUg: 23.6 });
    expect(medium.caffeineMg).toBeNull();
    expect(medium.alcohol).toBeNull();
    expect(medium.cholesterolMg).toBe(0); // measured zero stays a zero
    const cup = nutrientAmounts(latte, 240);
    // 36 mg × 2.4 = 86.4; 152 mg × 2.4 = 364.8; 105 mg × 2.4 = 252; 0.37 µg × 2.4 = 0.888; 0.938 g × 2.4 = 2.2512
    expect(cup).toMatchObject({
      caffeineMg: 86.4,
      potassiumMg: 364.8,
      calciumMg: 252,
      vitaminB12Ug: 0.888,
      saturatedFat: 2.25,
      alcohol: 0,
    });
  });

  it("per day: the two add up, and caffeine says one entry lacked it instead of counting it as 0", () => {
    const day = sumNutrientAmounts([nutrientAmounts(banana, 118), nutrientAmounts(latte, 240)]);
    expect(day.potassiumMg).toEqual({ amount: 787.2, unknownEntries: 0 }); // 422.4 + 364.8
    expect(day.fiber).toEqual({ amount: 3.07, unknownEntries: 0 }); // 3.07 + 0
    expect(day.caffeineMg).toEqual({ amount: 86.4, unknownEntries: 1 }); // at least 86.4 mg: the banana's is unknown
    const potassium = NUTRIENTS.find((n) => n.name === "potassiumMg")!;
    expect(percentOfDailyValue(potassium, day.potassiumMg.amount)).toBe(17); // 787.2 / 4700
  });

  it("a day of entries without nutrients (old entries, quick adds) has no amount, not 0", () => {
    const day = sumNutrientAmounts([nutrientAmounts(UNKNOWN_PER_100G, 0), nutrientAmounts(UNKNOWN_PER_100G, 150)]);
    expect(day.ironMg).toEqual({ amount: null, unknownEntries: 2 });
    expect(sumNutrientAmounts([]).ironMg).toEqual({ amount: null, unknownEntries: 0 });
  });
});

describe("roundNutrient", () => {
  it("keeps small amounts visible and big ones to one decimal", () => {
    expect(roundNutrient(0.0024)).toBe(0.002);
    expect(roundNutrient(2.4)).toBe(2.4);
    expect(roundNutrient(3.068)).toBe(3.07);
    expect(roundNutrient(422.44)).toBe(422.4);
  });
});

describe("Daily Values", () => {
  it("are the FDA's for adults and children 4 years and over (ADR 0047), none for sugars, caffeine, alcohol", () => {
    const dv = Object.fromEntries(NUTRIENTS.map((n) => [n.name, n.dailyValue]));
    expect(dv).toEqual({
      fiber: 28,
      sugar: null,
      saturatedFat: 20,
      cholesterolMg: 300,
      sodiumMg: 2300,
      potassiumMg: 4700,
      calciumMg: 1300,
      ironMg: 18,
      magnesiumMg: 420,
      vitaminARaeUg: 900,
      vitaminCMg: 90,
      vitaminDUg: 20,
      vitaminB12Ug: 2.4,
      folateDfeUg: 400,
      caffeineMg: null,
      alcohol: null,
    });
  });
});
