import { describe, expect, it } from "vitest";
import { buildFnddsFoods, fnddsCategory, fnddsPortions, searchWordsOf } from "./fndds";
import { moreNutrientColumns } from "./usda";

// Real-format samples: a byte-order mark, two title lines, a header with a line break in a cell.
const TITLE = (name: string) => `\uFEFF"${name}\r\n2017-2018 Food and Nutrient Database for Dietary Studies - At A Glance     ",,,,\r\n`;
const FOODS =
  TITLE("Food and Beverages") +
  "Food code,Main food description,Additional food description,WWEIA Category number,WWEIA Category description\r\n" +
  '92101900,"Coffee, Latte",NS as to regular or decaffeinated; 2% or whole milk; plain or unflavored,7302,Coffee\r\n' +
  '58151100,"Sushi, NFS","sushi with seafood and/or vegetables, NFS; NS as to rolled or topped",3406,"Egg rolls, dumplings, sushi"\r\n' +
  '61204010,"Basil, raw",,9999,Not included in a food category\r\n';
const NUTRIENTS =
  TITLE("FNDDS Nutrient Values") +
  'Food code,Main food description,WWEIA Category number,WWEIA Category description,Energy (kcal),Protein (g),Carbohydrate (g),"Sugars, total\n(g)","Fiber, total dietary (g)",Total Fat (g),Sodium (mg),' +
  '"Fatty acids, total saturated (g)",Cholesterol (mg),Potassium (mg),Calcium (mg),Iron (mg),Magnesium (mg),"Vitamin A, RAE (mcg_RAE)",' +
  '"Vitamin C (mg)","Vitamin D (D2 + D3)\n(mcg)",Vitamin B-12 (mcg),"Folate, DFE (mcg_DFE)",Caffeine (mg),Alcohol (g)\r\n' +
  '92101900,"Coffee, Latte",7302,Coffee,43,2.8,4.36,4.06,0,1.61,35,0.938,7,152,105,0.02,23,69,0.2,0.9,0.37,2,36,0\r\n' +
  '58151100,"Sushi, NFS",3406,"Egg rolls, dumplings, sushi",145,5.81,29.5,,0.5,0.34,,,4,47,6,0.22,13,4,0.9,0,0.1,5,,\r\n' +
  '61204010,"Basil, raw",9999,Not included in a food category,23,3.15,2.65,0.3,1.6,0.64,4,0.04,0,295,177,3.17,64,264,18,0,0,68,0,0\r\n';
const PORTIONS =
  TITLE("Portions and Weights") +
  "Food code,Main food description,Subcode,Subcode description,WWEIA Category number,WWEIA Category description,Seq num,Portion description,Portion weight (g)\r\n" +
  '92101900,"Coffee, Latte",,,7302,Coffee,2,1 cup (8 fl oz),240\r\n' +
  '92101900,"Coffee, Latte",,,7302,Coffee,1,1 fl oz,30\r\n' +
  '92101900,"Coffee, Latte",,,7302,Coffee,6,Quantity not specified,360\r\n' +
  '92101900,"Coffee, Latte",1000,Starbucks Caffe Latte,7302,Coffee,1,1 tall,360\r\n' +
  '58151100,"Sushi, NFS",,,3406,"Egg rolls, dumplings, sushi",1,1 piece,0\r\n';

describe("FNDDS catalogue foods", () => {
  const foods = buildFnddsFoods({ foods: FOODS, nutrients: NUTRIENTS, portions: PORTIONS });

  it("reads each food with its code, name, WWEIA group and values per 100 g", () => {
    expect(foods.map((food) => food.id)).toEqual([58151100, 61204010, 92101900]);
    expect(foods[2]).toMatchObject({
      id: 92101900,
      name: "Coffee, Latte",
      category: "beverages",
      foodGroup: "Coffee",
      caloriesPer100g: 43,
      proteinPer100g: 2.8,
      carbsPer100g: 4.36,
      fatPer100g: 1.61,
      sugarPer100g: 4.06,
      fiberPer100g: 0,
      sodiumMgPer100g: 35,
    });
  });

  it("keeps a value that was not given unknown, never 0", () => {
    expect(foods[0]!.sugarPer100g).toBeNull();
    expect(foods[0]!.sodiumMgPer100g).toBeNull();
    expect(moreNutrientColumns(foods[0]!.more)).toMatchObject({ saturatedFatPer100g: null, caffeineMgPer100g: null, alcoholPer100g: null });
  });

  it("reads the nutrients beyond the macros, caffeine and alcohol included", () => {
    expect(moreNutrientColumns(foods[2]!.more)).toEqual({
      saturatedFatPer100g: 0.938,
      cholesterolMgPer100g: 7,
      potassiumMgPer100g: 152,
      calciumMgPer100g: 105,
      ironMgPer100g: 0.02,
      magnesiumMgPer100g: 23,
      vitaminARaeUgPer100g: 69,
      vitaminCMgPer100g: 0.2,
      vitaminDUgPer100g: 0.9,
      vitaminB12UgPer100g: 0.37,
      folateDfeUgPer100g: 2,
      caffeineMgPer100g: 36,
      alcoholPer100g: 0,
    });
  });

  it("refuses nutrient values without one of the columns it reads", () => {
    const without = NUTRIENTS.replace(",Caffeine (mg),", ",Caffeine,");
    expect(() => buildFnddsFoods({ foods: FOODS, nutrients: without, portions: PORTIONS })).toThrow(/Caffeine \(mg\)/);
  });

  it("takes the additional description as search words", () => {
    expect(foods[2]!.searchWords).toBe("NS as to regular or decaffeinated; 2% or whole milk; plain or unflavored");
    expect(foods[0]!.searchWords).toBe("sushi with seafood and/or vegetables, NFS; NS as to rolled or topped");
    expect(foods[0]!.foodGroup).toBe("Egg rolls, dumplings, sushi");
    expect(foods[1]!.searchWords).toBeNull();
  });

  it("offers household portions in order, without FNDDS's unspecified default or weight 0", () => {
    expect(foods[2]!.portions).toEqual([
      { label: "1 fl oz", grams: 30 },
      { label: "1 cup (8 fl oz)", grams: 240 },
      { label: "1 tall (Starbucks Caffe Latte)", grams: 360 },
    ]);
    expect(foods[0]!.portions).toEqual([]);
  });

  it("maps WWEIA categories to the spec's ten, and uncategorised foods by name", () => {
    expect(foods[0]!.category).toBe("prepared");
    expect(foods[1]!.category).toBe("prepared");
    expect(fnddsCategory(1002, "Milk, whole")).toBe("dairy");
    expect(fnddsCategory(2402, "Salmon, baked")).toBe("protein");
    expect(fnddsCategory(2804, "Almonds, unroasted")).toBe("nuts");
    expect(fnddsCategory(6004, "Banana, raw")).toBe("fruits");
    expect(fnddsCategory(6407, "Broccoli, raw")).toBe("vegetables");
    expect(fnddsCategory(4202, "Bread, white")).toBe("grains");
    expect(fnddsCategory(8012, "Olive oil")).toBe("healthy_fats");
    expect(fnddsCategory(5504, "Cookie, chocolate chip")).toBe("snacks");
    expect(fnddsCategory(3602, "Pizza, cheese")).toBe("prepared");
    expect(fnddsCategory(9999, "Coffee, instant, not reconstituted")).toBe("beverages");
  });

  it("drops duplicate portion labels and trims search words", () => {
    const rows = [
      { code: 1, subcode: "", seq: 1, label: "1 cup", grams: 240 },
      { code: 1, subcode: "", seq: 2, label: "1  cup", grams: 250 },
    ];
    expect(fnddsPortions(rows)).toEqual([{ label: "1 cup", grams: 240 }]);
    expect(searchWordsOf(" a;  b ;; ")).toBe("a; b");
    expect(searchWordsOf("")).toBeNull();
  });
});
