// Issue 41 item 7, MacroFactor's Data Export workbook (.xlsx) as it comes: workbooks written here with
// write-excel-file from the documented layout (tests/fixtures/history/README.md: the "Calories & Macros"
// and "Scale Weight" sheets) through POST /api/history-import and the /integrations form, into the
// diary and the weight log; a re-import adds nothing, and a workbook refused stores nothing.
import { buffer } from "node:stream/consumers";
import writeXlsxFile from "write-excel-file/node";
import type { SheetData } from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { db } from "~/db.server";
import { getDiary } from "~/modules/meal/diary.server";
import { MAX_HISTORY_BYTES } from "~/modules/history/import.server";
import { MAX_HISTORY_DAYS } from "~/modules/history/tally";
import { MAX_WORKBOOK_XML_BYTES } from "~/modules/history/workbook.server";
import { listWeights } from "~/modules/weight/log.server";
import { toastOf } from "../helpers/payments";
import { storedHistory as stored, postHistory, uploadHistory } from "../helpers/history-import";
import { newGuest } from "../helpers/requests";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const post = (cookie: string, body: Uint8Array | string, query = "", type = XLSX) => postHistory(cookie, body, query, type);
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** A workbook of the named sheets, each a header row and its rows (Dates as date cells). */
const workbook = (sheets: Record<string, SheetData>) =>
  writeXlsxFile(Object.entries(sheets).map(([sheet, data]) => ({ sheet, data, dateFormat: "yyyy-mm-dd" }))).toBuffer();

/** A small zip whose one sheet unpacks past MAX_WORKBOOK_XML_BYTES (zeros compress a thousandfold). */
async function inflatingZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.alloc(MAX_WORKBOOK_XML_BYTES + 1), "xl/worksheets/sheet1.xml");
  zip.end();
  return buffer(zip.outputStream);
}

const CALORIES_AND_MACROS: SheetData = [
  ["Date", "Calories (kcal)", "Protein (g)", "Fat (g)", "Carbs (g)"],
  [day("2026-01-05"), 2105, 121.3, 78.9, 231.6],
  [day("2026-01-06"), 1980.4, 130, 70.25, 200],
  [day("2026-01-07"), null, null, null, null], // a day with nothing logged
  [day("2026-01-08"), 2251, 140, 80, 240],
];
const SCALE_WEIGHT_KG: SheetData = [
  ["Date", "Weight (kg)", "Fat Percent"],
  [day("2026-01-05"), 82.4, 21.5],
  [day("2026-01-06"), 82.1, null],
  [day("2026-01-08"), 81.95, 21.2],
];

describe("POST /api/history-import with MacroFactor's workbook", () => {
  it("brings both sheets: each day a day-total meal in the diary, each weigh-in into the weight log; a re-import adds nothing", async () => {
    const { userId, cookie } = await newGuest();
    const file = await workbook({
      Summary: [["Exported by MacroFactor"]],
      "Calories & Macros": CALORIES_AND_MACROS,
      "Scale Weight": SCALE_WEIGHT_KG,
      Steps: [
        ["Date", "Steps"],
        [day("2026-01-05"), 9000],
      ],
    });
    const first = await post(cookie, file);
    expect(first).toEqual({
      status: 200,
      body: {
        app: "macrofactor",
        layout: "macrofactor-workbook",
        rows: 7,
        daysAdded: 3,
        mealsAdded: 3,
        weightsAdded: 3,
        alreadyImported: 0,
        skipped: [{ reason: "nothing was logged (no calories)", count: 1 }],
      },
    });
    expect((await getDiary(userId, "2026-01-05")).totals).toEqual({ calories: 2105, protein: 121.3, carbs: 231.6, fat: 78.9 });
    expect((await getDiary(userId, "2026-01-06")).totals).toEqual({ calories: 1980, protein: 130, carbs: 200, fat: 70.3 });
    expect((await getDiary(userId, "2026-01-07")).totals.calories).toBe(0);
    expect(await db.meal.findFirstOrThrow({ where: { userId, localDate: "2026-01-08" } })).toMatchObject({
      name: "MacroFactor: Day total",
      mealType: "snack",
      importKey: "macrofactor:2026-01-08:day",
      totalCalories: 2251,
    });
    expect(await listWeights(userId)).toEqual([
      expect.objectContaining({ date: "2026-01-08", kg: 81.95, source: "import" }),
      expect.objectContaining({ date: "2026-01-06", kg: 82.1, source: "import" }),
      expect.objectContaining({ date: "2026-01-05", kg: 82.4, source: "import" }),
    ]);

    // The same workbook again, as a plain byte stream: told by its bytes, and nothing added twice.
    const again = await post(cookie, file, "?format=macrofactor", "application/octet-stream");
    expect(again.body).toMatchObject({ layout: "macrofactor-workbook", daysAdded: 0, mealsAdded: 0, weightsAdded: 0, alreadyImported: 6 });
    // A sheet saved as CSV of the same days: already imported from MacroFactor.
    const csv = "Date,Calories (kcal),Protein (g),Fat (g),Carbs (g)\n2026-01-05,2105,121.3,78.9,231.6\n";
    expect((await post(cookie, csv, "", "text/csv")).body).toMatchObject({
      layout: "macrofactor-daily",
      mealsAdded: 0,
      alreadyImported: 1,
    });
    expect(await stored(userId)).toEqual({ meals: 3, entries: 3, weights: 3 });
  });

  it("reads a Scale Weight sheet alone, in lbs, its sheet named in other case and its days as serial numbers", async () => {
    const { userId, cookie } = await newGuest();
    const file = await workbook({
      "SCALE WEIGHT": [
        ["Date", "Weight (lbs)", "Fat Percent"],
        [46027, 181.5, 20], // 2026-01-05 as Excel counts days
        [46028.5, 180.2, null],
      ],
    });
    expect((await post(cookie, file)).body).toMatchObject({ layout: "macrofactor-workbook", daysAdded: 0, weightsAdded: 2 });
    expect(await listWeights(userId)).toEqual([
      expect.objectContaining({ date: "2026-01-06", kg: 81.74 }),
      expect.objectContaining({ date: "2026-01-05", kg: 82.33 }),
    ]);
  });

  it("refuses a workbook that is no MacroFactor export, corrupt, of another app's format or too large, and stores nothing", async () => {
    const { userId, cookie } = await newGuest();
    const good = await workbook({ "Calories & Macros": CALORIES_AND_MACROS, "Scale Weight": SCALE_WEIGHT_KG });
    const tooManyDays: SheetData = [
      CALORIES_AND_MACROS[0]!,
      ...Array.from({ length: MAX_HISTORY_DAYS + 1 }, (_, i) => [new Date(Date.UTC(2000, 0, 1 + i)), 2000, 100, 70, 200]),
    ];
    const junk = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.from("not a zip at all, only junk ".repeat(40))]);
    const refusals: [Uint8Array, string, number, string][] = [
      [
        await workbook({
          Steps: [
            ["Date", "Steps"],
            [day("2026-01-05"), 9000],
          ],
        }),
        "",
        400,
        'This workbook is not an export Fitplate can read: upload MacroFactor\'s Data Export workbook, with its "Calories & Macros" or "Scale Weight" sheet.',
      ],
      [
        await workbook({
          "Scale Weight": [
            ["Day", "Kilos"],
            [day("2026-01-05"), 80],
          ],
        }),
        "",
        400,
        `"Scale Weight" sheet is not MacroFactor's`,
      ],
      [junk, "", 400, "could not be read as an .xlsx workbook"],
      [good.subarray(0, good.length - 200), "", 400, "could not be read as an .xlsx workbook"],
      [good, "?format=cronometer", 400, "This is MacroFactor workbook export, not Cronometer's"],
      [await workbook({ "Calories & Macros": tooManyDays }), "", 413, "more than 3,660 days"],
      [Buffer.concat([junk, Buffer.alloc(MAX_HISTORY_BYTES)]), "", 413, "more than 8 MB"],
      [await inflatingZip(), "", 413, "its workbook unpacks to more than 64 MB"],
    ];
    for (const [file, query, status, words] of refusals) {
      const answer = await post(cookie, file, query);
      expect(answer, words).toEqual({ status, body: { error: expect.stringContaining(words) } });
    }
    expect(await stored(userId)).toEqual({ meals: 0, entries: 0, weights: 0 });
  });
});

describe("the /integrations history form with MacroFactor's workbook (no JavaScript)", () => {
  const upload = (cookie: string, file: Uint8Array, name: string) =>
    uploadHistory(cookie, new Blob([new Uint8Array(file)], { type: XLSX }), name, { format: "auto" });

  it("imports the uploaded workbook and goes back to /integrations with what it brought; a corrupt one with why", async () => {
    const { userId, cookie } = await newGuest();
    const file = await workbook({ "Calories & Macros": CALORIES_AND_MACROS, "Scale Weight": SCALE_WEIGHT_KG });
    const done = await upload(cookie, file, "MacroFactor.xlsx");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/integrations#history");
    expect(await toastOf(done)).toMatchObject({
      title: "Import Complete",
      description:
        "MacroFactor workbook: 3 days (3 meals) and 3 weigh-ins added, 0 entries already imported. Skipped: 1 × nothing was logged (no calories).",
    });
    expect((await getDiary(userId, "2026-01-08")).totals.calories).toBe(2251);

    const twice = await upload(cookie, file, "export");
    expect(await toastOf(twice)).toMatchObject({
      description: expect.stringContaining("0 days (0 meals) and 0 weigh-ins added, 6 entries"),
    });

    const refused = await upload(cookie, Buffer.from("PK\x03\x04 junk", "latin1"), "MacroFactor.xlsx");
    expect(refused.status).toBe(302);
    expect(await toastOf(refused)).toMatchObject({
      title: "Import Failed",
      description: expect.stringContaining("could not be read as an .xlsx workbook"),
    });
    expect(await stored(userId)).toEqual({ meals: 3, entries: 3, weights: 3 });
  });
});
