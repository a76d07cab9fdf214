import { describe, expect, it } from "vitest";

import {
  FOOD_CATEGORIES,
  buildFoods,
  buildPortions,
  categorize,
  categoryFromName,
  decodeLatin1,
  formatAmount,
  parseNumeric,
  parseSrFile,
  readableShortName,
  toAbbrevRow,
  moreNutrientColumns,
  toWeightRow,
  type AbbrevRow,
} from "./usda";

// Real-format sample lines (SR28 ABBREV, SR26 FOOD_DES / FD_GROUP / WEIGHT), CRLF-terminated.
// ABBREV has a blank line after each record, as in the distributed file.
const ABBREV_BANANA =
  "~09040~^~BANANAS,RAW~^74.91^89^1.09^0.33^0.82^22.84^2.6^12.23^5^0.26^27^22^358^1^0.15^0.078^0.270^1.0^8.7^0.031^0.073^0.665^0.334^0.367^20^0^20^20^9.8^0.00^64^3^0^25^26^0^0^22^0.10^0.0^0^0.5^0.112^0.032^0.073^0^225^~1 cup, mashed~^150^~1 cup, sliced~^36";
const ABBREV_PEANUTS =
  "~16087~^~PEANUTS,ALL TYPES,RAW~^6.50^567^25.80^49.24^2.33^16.13^8.5^4.72^92^4.58^168^376^705^18^3.27^1.144^1.934^7.2^0.0^0.640^0.135^12.066^1.767^0.348^240^0^240^240^52.5^0.00^0^0^0^0^0^0^0^0^8.33^0.0^0^0.0^6.279^24.426^15.558^0^28.35^~1 oz~^146^~1 cup~^0";
// Not in the sample FOOD_DES: exercises the short-name fallback. "\xE9" is the Latin-1 byte for "é".
const ABBREV_KASHI =
  "~22996~^~KASHI THREE CHS PENNE,FRZ,UNPREP~^72.40^126^5.70^4.00^1.10^16.80^2.7^1.90^89^0.80^30^118^122^248^1.10^^^^0.0^^^^^^^^^^^^0^^^^^^^^^0.0^0^^2.300^1.000^0.400^12^269^~1 Entr\xE9e~^^~~^0";

const ABBREV_TXT = [ABBREV_BANANA, ABBREV_PEANUTS, ABBREV_KASHI].map((l) => `${l}\r\n\r\n`).join("");
const FOOD_DES_TXT = [
  "~09040~^~0900~^~Bananas, raw~^~BANANAS,RAW~^~~^~~^~Y~^~Skin~^36^~Musa acuminata Colla~^6.25^3.36^8.37^3.60",
  "~16087~^~1600~^~Peanuts, all types, raw~^~PEANUTS,ALL TYPES,RAW~^~~^~~^~Y~^~~^0^~Arachis hypogaea~^5.46^3.47^8.37^4.07",
]
  .map((l) => `${l}\r\n`)
  .join("");
const FD_GROUP_TXT = "~0900~^~Fruits and Fruit Juices~\r\n~1600~^~Legumes and Legume Products~\r\n";
const WEIGHT_TXT = [
  "~09040~^2^1^~cup, sliced~^150^^",
  "~09040~^1^1^~cup, mashed~^225^^",
  '~09040~^5^1^~medium (7" to 7-7/8" long)~^118^^',
  "~16087~^1^1^~cup~^146^^",
  "~16087~^2^.5^~cup~^73^^",
]
  .map((l) => `${l}\r\n`)
  .join("");

/** Encodes a string whose code points are all < 256 as Latin-1 bytes, like the files on disk. */
function latin1Bytes(s: string): Uint8Array {
  return Uint8Array.from(s, (ch) => ch.charCodeAt(0));
}

function abbrevRow(line: string): AbbrevRow {
  const [fields] = parseSrFile(line);
  if (!fields) throw new Error("no record");
  return toAbbrevRow(fields);
}

describe("decodeLatin1", () => {
  it("maps every byte to the code point of the same value", () => {
    const bytes = new Uint8Array([0x31, 0x20, 0x45, 0x6e, 0x74, 0x72, 0xe9, 0x65, 0x20, 0xb5, 0x67]);
    expect(decodeLatin1(bytes)).toBe("1 Entrée µg");
    // A UTF-8 decode of the same bytes would not give back the text.
    expect(new TextDecoder("utf-8").decode(bytes)).not.toBe("1 Entrée µg");
  });

  it("decodes a whole ABBREV record, keeping the accented portion text", () => {
    const text = decodeLatin1(latin1Bytes(`${ABBREV_KASHI}\r\n`));
    const row = abbrevRow(text);
    expect(row.gmWtDesc1).toBe("1 Entrée");
    expect(row.gmWt1).toBe(269);
  });

  it("handles large inputs", () => {
    const bytes = new Uint8Array(100_000).fill(0xe9);
    const s = decodeLatin1(bytes);
    expect(s.length).toBe(100_000);
    expect(s[99_999]).toBe("é");
  });
});

describe("parseSrFile", () => {
  it("splits on carets, strips ~ quotes, handles CRLF and skips blank lines", () => {
    const records = parseSrFile("~0900~^~Fruits and Fruit Juices~\r\n\r\n~01001~^1^.5^~tbsp~^14.2^^\r\n");
    expect(records).toEqual([
      ["0900", "Fruits and Fruit Juices"],
      ["01001", "1", ".5", "tbsp", "14.2", "", ""],
    ]);
  });

  it("keeps carets, quotes and commas inside ~text~ fields", () => {
    const [row] = parseSrFile('~01001~^~pat (1" sq, 1/3" high) ^ odd~^5.0\r\n');
    expect(row).toEqual(["01001", 'pat (1" sq, 1/3" high) ^ odd', "5.0"]);
  });

  it("accepts a last line without line ending and bare LF", () => {
    expect(parseSrFile("~a~^1\n~b~^2")).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
  });

  it("parses every ABBREV sample line into 53 fields", () => {
    const records = parseSrFile(ABBREV_TXT);
    expect(records).toHaveLength(3);
    for (const r of records) expect(r).toHaveLength(53);
  });

  it("rejects an unterminated text field", () => {
    expect(() => parseSrFile("~09040^1\r\n")).toThrow(/Unterminated/);
  });
});

describe("numeric fields", () => {
  it("turns empty fields into null, never 0", () => {
    expect(parseNumeric("")).toBeNull();
    expect(parseNumeric("  ")).toBeNull();
    expect(parseNumeric(undefined)).toBeNull();
    expect(parseNumeric("0")).toBe(0);
    expect(parseNumeric("0.0")).toBe(0);
    expect(parseNumeric(".5")).toBe(0.5);
    expect(parseNumeric("51.368")).toBe(51.368);
    expect(() => parseNumeric("n/a")).toThrow();
  });

  it("keeps unmeasured ABBREV nutrients as null and measured zeros as 0", () => {
    // 22996 has Fiber 2.7, Sugar 1.9, no GmWt_2; Vit C etc. are empty in the source.
    const kashi = abbrevRow(ABBREV_KASHI);
    expect(kashi).toMatchObject({ id: 22996, kcal: 126, protein: 5.7, fat: 4, carbs: 16.8, fiber: 2.7, sugar: 1.9 });
    expect(kashi.gmWt2).toBeNull();
    const banana = abbrevRow(ABBREV_BANANA);
    expect(banana).toMatchObject({ id: 9040, kcal: 89, sodiumMg: 1, gmWt1: 225, gmWtDesc1: "1 cup, mashed" });
  });

  it("reads the nutrients beyond the macros in MORE_NUTRIENTS order, caffeine and alcohol unknown (ABBREV has no such columns)", () => {
    // Bananas: FA_Sat 0.112, Cholestrl 0, Potassium 358, Calcium 5, Iron 0.26, Magnesium 27, Vit_A_RAE 3,
    // Vit_C 8.7, Vit_D_µg 0.0, Vit_B12 0.00, Folate_DFE 20.
    expect(moreNutrientColumns(abbrevRow(ABBREV_BANANA).more)).toEqual({
      saturatedFatPer100g: 0.112,
      cholesterolMgPer100g: 0,
      potassiumMgPer100g: 358,
      calciumMgPer100g: 5,
      ironMgPer100g: 0.26,
      magnesiumMgPer100g: 27,
      vitaminARaeUgPer100g: 3,
      vitaminCMgPer100g: 8.7,
      vitaminDUgPer100g: 0,
      vitaminB12UgPer100g: 0,
      folateDfeUgPer100g: 20,
      caffeineMgPer100g: null,
      alcoholPer100g: null,
    });
    // Kashi's row leaves Vit_A_RAE, Vit_B12 and Folate_DFE empty: not measured, not 0.
    expect(moreNutrientColumns(abbrevRow(ABBREV_KASHI).more)).toMatchObject({
      saturatedFatPer100g: 2.3,
      cholesterolMgPer100g: 12,
      potassiumMgPer100g: 122,
      vitaminARaeUgPer100g: null,
      vitaminCMgPer100g: 0,
      vitaminB12UgPer100g: null,
      folateDfeUgPer100g: null,
    });
  });

  it("reads a WEIGHT row with a leading-dot amount", () => {
    const [fields] = parseSrFile("~16087~^2^.5^~cup~^73^^\r\n");
    expect(toWeightRow(fields ?? [])).toEqual({ id: 16087, seq: 2, amount: 0.5, measure: "cup", grams: 73 });
  });
});

describe("portions", () => {
  it("formats amounts without trailing zeros", () => {
    expect(formatAmount(1)).toBe("1");
    expect(formatAmount(0.5)).toBe("0.5");
    expect(formatAmount(0.333)).toBe("0.333");
    expect(formatAmount(1.5)).toBe("1.5");
  });

  it("orders WEIGHT rows by Seq and labels them amount + measure", () => {
    const weights = parseSrFile(WEIGHT_TXT)
      .map(toWeightRow)
      .filter((w) => w.id === 9040);
    expect(buildPortions(weights, abbrevRow(ABBREV_BANANA))).toEqual([
      { label: "1 cup, mashed", grams: 225 },
      { label: "1 cup, sliced", grams: 150 },
      { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
    ]);
  });

  it("falls back to ABBREV GmWt_1/GmWt_2, collapsing spaces and dropping empty ones", () => {
    const line = ABBREV_BANANA.replace("~1 cup, mashed~", "~1 slice,  (2/3 oz)~");
    expect(buildPortions([], abbrevRow(line))).toEqual([
      { label: "1 slice, (2/3 oz)", grams: 225 },
      { label: "1 cup, sliced", grams: 150 },
    ]);
    expect(buildPortions([], abbrevRow(ABBREV_KASHI))).toEqual([{ label: "1 Entrée", grams: 269 }]);
  });

  it("drops grams <= 0 and empty labels, and keeps the first of duplicate labels", () => {
    const w = (seq: number, amount: number, measure: string, grams: number | null) => ({
      id: 1,
      seq,
      amount,
      measure,
      grams,
    });
    const portions = buildPortions(
      [w(1, 1, "cup", 100), w(2, 1, "cup", 120), w(3, 1, "tbsp", 0), w(4, 1, "  ", 5), w(5, 2, "oz", null)],
      abbrevRow(ABBREV_BANANA),
    );
    expect(portions).toEqual([{ label: "1 cup", grams: 100 }]);
  });
});

describe("names", () => {
  it("makes ABBREV short names readable without expanding abbreviations", () => {
    expect(readableShortName("KASHI THREE CHS PENNE,FRZ,UNPREP")).toBe("Kashi Three Chs Penne, Frz, Unprep");
    expect(readableShortName("MCDONALD'S,RANCH SNACK WRAP,GRILLED")).toBe("Mcdonald's, Ranch Snack Wrap, Grilled");
    expect(readableShortName("CHICK-FIL-A,CHICK SNDWCH")).toBe("Chick-Fil-A, Chick Sndwch");
    expect(readableShortName("Beverages, OCEAN SPRAY, Cranberry-Apple Juice Drink, bottled")).toBe(
      "Beverages, OCEAN SPRAY, Cranberry-Apple Juice Drink, bottled",
    );
  });
});

describe("category mapping", () => {
  it("maps USDA food groups", () => {
    expect(categorize("0900", "Bananas, raw")).toBe("fruits");
    expect(categorize("0500", "Chicken, broilers or fryers, breast, meat only, cooked, roasted")).toBe("protein");
    expect(categorize("1100", "Broccoli, raw")).toBe("vegetables");
    expect(categorize("2000", "Rice, white, long-grain, regular, cooked")).toBe("grains");
    expect(categorize("0400", "Oil, olive, salad or cooking")).toBe("healthy_fats");
    expect(categorize("2100", "Fast foods, hamburger")).toBe("prepared");
    expect(categorize("1900", "Candies, milk chocolate")).toBe("snacks");
  });

  it("applies the name overrides inside a group", () => {
    expect(categorize("0100", "Egg, whole, raw, fresh")).toBe("protein");
    expect(categorize("0100", "Eggnog")).toBe("dairy");
    expect(categorize("0100", "Cheese, cheddar")).toBe("dairy");
    expect(categorize("1600", "Peanut butter, smooth style, with salt")).toBe("nuts");
    expect(categorize("1600", "Lentils, raw")).toBe("protein");
    expect(categorize("1800", "Cookies, chocolate chip, commercially prepared")).toBe("snacks");
    expect(categorize("1800", "Pie crust, standard-type, dry mix")).toBe("grains");
    expect(categorize("1800", "Bread, whole-wheat, commercially prepared")).toBe("grains");
  });

  it("falls back to the keyword rule without a group, and to prepared without a keyword", () => {
    expect(categorize(null, "Beef, Nz, Imp, Flank, Ln, Raw")).toBe("protein");
    expect(categorize(null, "Beverages, Tea, Grn, Brewed, Decaffeinated")).toBe("beverages");
    expect(categorize(null, "Yogurt, Greek, Nonfat, Vanilla, Chobani")).toBe("dairy");
    expect(categorize(null, "Goji Berries, Dried")).toBe("fruits");
    expect(categorize(null, "Pepperidge Farm, White Bread")).toBe("grains");
    expect(categorize(null, "Wasabi")).toBe("prepared");
    expect(categorize("9999", "Something unknown")).toBe("prepared");
  });

  it("uses the keyword rule for American Indian/Alaska Native foods, head first", () => {
    expect(categorize("3500", "Oil, beluga, whale (Alaska Native)")).toBe("healthy_fats");
    expect(categorize("3500", "Whale, beluga, meat, dried (Alaska Native)")).toBe("protein");
    expect(categorize("3500", "Willow, leaves in oil (Alaska Native)")).toBe("vegetables");
    expect(categorize("3500", "Blueberries, wild, raw (Alaska Native)")).toBe("fruits");
    expect(categorize("3500", "Stew, moose (Alaska Native)")).toBe("prepared");
  });

  it("only ever yields one of the ten categories", () => {
    for (const name of ["", "x", "Oil", "MILK", "Stew/soup, caribou"]) {
      expect(FOOD_CATEGORIES).toContain(categoryFromName(name));
    }
  });
});

describe("buildFoods", () => {
  const foods = buildFoods({
    abbrev: decodeLatin1(latin1Bytes(ABBREV_TXT)),
    foodDes: FOOD_DES_TXT,
    fdGroup: FD_GROUP_TXT,
    weight: WEIGHT_TXT,
  });

  it("builds one food per ABBREV row, sorted by id", () => {
    expect(foods.map((f) => f.id)).toEqual([9040, 16087, 22996]);
  });

  it("uses the FOOD_DES long name, group and ABBREV nutrients", () => {
    expect(foods[0]).toEqual({
      id: 9040,
      name: "Bananas, raw",
      category: "fruits",
      foodGroup: "Fruits and Fruit Juices",
      caloriesPer100g: 89,
      proteinPer100g: 1.09,
      carbsPer100g: 22.84,
      fatPer100g: 0.33,
      fiberPer100g: 2.6,
      sugarPer100g: 12.23,
      sodiumMgPer100g: 1,
      more: [0.112, 0, 358, 5, 0.26, 27, 3, 8.7, 0, 0, 20, null, null],
      portions: [
        { label: "1 cup, mashed", grams: 225 },
        { label: "1 cup, sliced", grams: 150 },
        { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
      ],
    });
    expect(foods[1]).toMatchObject({ name: "Peanuts, all types, raw", category: "nuts" });
    expect(foods[1]?.portions).toEqual([
      { label: "1 cup", grams: 146 },
      { label: "0.5 cup", grams: 73 },
    ]);
  });

  it("falls back to the readable short name, a null group and the keyword category", () => {
    expect(foods[2]).toMatchObject({
      id: 22996,
      name: "Kashi Three Chs Penne, Frz, Unprep",
      foodGroup: null,
      category: "grains",
      portions: [{ label: "1 Entrée", grams: 269 }],
    });
  });
});

describe("groupCodeFromNdb", async () => {
  const { groupCodeFromNdb } = await import("./usda");
  const groups = new Map([
    ["2100", "Fast Foods"],
    ["0100", "Dairy and Egg Products"],
  ]);
  it("reads the group from the first two digits of the 5-digit number", () => {
    expect(groupCodeFromNdb(21385, groups)).toBe("2100");
    expect(groupCodeFromNdb(1300, groups)).toBe("0100");
  });
  it("gives null when the prefix names no group", () => {
    expect(groupCodeFromNdb(43000, groups)).toBeNull();
  });
});
