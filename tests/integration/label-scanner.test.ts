// The label scanner's server side (issue 28): rendered label photos read by tesseract.js in the
// OCR pool, through POST /api/nutrition-label and the screen's upload (?step=read); Save to Food
// Diary through the screen (?step=save) and POST /api/nutrition-label/diary, one domain function.
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { OCR_MAX_WAITING, OCR_WORKERS, recognizeText, stopOcr } from "~/modules/label/ocr.server";
import { action as scannerPage } from "~/routes/ar-nutrition-scanner";
import { action as readLabelApi } from "~/routes/api.nutrition-label";
import { action as saveLabelApi } from "~/routes/api.nutrition-label.diary";
import { GRANOLA, MUESLI, euLabelSvg, labelPhoto, usLabelSvg } from "../helpers/nutrition-label";
import { formPost, newGuest, ORIGIN, respond, respondPage } from "../helpers/requests";

afterAll(() => stopOcr());

const args = (request: Request) => ({ request, params: {}, context: {} });
const dataUrl = (bytes: Buffer, type = "image/jpeg") => `data:${type};base64,${bytes.toString("base64")}`;

function postJson(action: typeof readLabelApi, path: string, cookie: string, json: unknown, key?: string) {
  const headers = new Headers({ Cookie: cookie, "Content-Type": "application/json" });
  if (key) headers.set("Idempotency-Key", key);
  return respond(() => action(args(new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(json) }))));
}

const blank = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c8c3b4" } })
    .jpeg()
    .toBuffer();

const GRANOLA_LABEL = {
  servingGrams: 55,
  calories: 230,
  nutrients: { protein: 3, carbs: 37, fat: 8, fiber: 4, sugar: 12, sodium: 160 },
};

describe("POST /api/nutrition-label", () => {
  it("reads a photographed US label and an EU one to their figures per serving", { timeout: 300_000 }, async () => {
    const guest = await newGuest();
    const [us, eu] = await Promise.all([
      postJson(readLabelApi, "/api/nutrition-label", guest.cookie, { image: dataUrl(await labelPhoto(usLabelSvg(GRANOLA))) }),
      postJson(readLabelApi, "/api/nutrition-label", guest.cookie, { image: dataUrl(await labelPhoto(euLabelSvg(MUESLI))) }),
    ]);
    expect(us.status).toBe(200);
    expect(await us.json()).toMatchObject({
      name: "Oat Crunch Granola",
      serving_size: "2/3 cup (55g)",
      ...GRANOLA_LABEL,
      allergens: ["Tree nuts", "Gluten", "Soy"],
      warnings: ["High sugar: 12 g per serving"],
      layout: "us",
    });
    expect(eu.status).toBe(200);
    expect(await eu.json()).toMatchObject({
      name: "Alpine Fruit Muesli",
      serving_size: "45 g",
      calories: 163,
      nutrients: { protein: 4.5, carbs: 27, fat: 2.8, fiber: 3.8, sugar: 8.1, sodium: 18 },
      allergens: ["Milk", "Tree nuts", "Wheat", "Gluten"],
      layout: "eu",
    });
  });

  it("answers 422 Scan Failed for a photo of no label, 415 for no image, 400 without one", { timeout: 120_000 }, async () => {
    const guest = await newGuest();
    const none = await postJson(readLabelApi, "/api/nutrition-label", guest.cookie, { image: dataUrl(await blank()) });
    expect(none.status).toBe(422);
    expect(await none.json()).toEqual({ error: "Scan Failed: Could not detect nutrition label. Try adjusting position." });
    const text = await postJson(readLabelApi, "/api/nutrition-label", guest.cookie, { image: dataUrl(Buffer.from("hello"), "image/png") });
    expect(text.status).toBe(415);
    const missing = await postJson(readLabelApi, "/api/nutrition-label", guest.cookie, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/^image: image is required/);
  });

  it("needs a signed-in user", async () => {
    const response = await respond(() => readLabelApi(args(new Request(`${ORIGIN}/api/nutrition-label`, { method: "POST", body: "{}" }))));
    expect(response.status).toBe(401);
  });
});

describe("the OCR pool", () => {
  it.runIf(process.platform === "linux")("reads on threads at the lowest CPU priority, the event loop's thread untouched", async () => {
    await recognizeText(
      await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    // /proc/<pid>/task/<tid>/stat: the 19th field is the thread's nice value.
    const niceOf = (task: string) => Number(readFileSync(`/proc/${process.pid}/task/${task}/stat`, "utf8").split(") ")[1]!.split(" ")[16]);
    const tasks = readdirSync(`/proc/${process.pid}/task`);
    expect(tasks.filter((task) => niceOf(task) === 19).length).toBeGreaterThanOrEqual(OCR_WORKERS);
    expect(niceOf(String(process.pid))).toBe(0);
  });

  it(`reads ${OCR_WORKERS} label(s) at once, lets ${OCR_MAX_WAITING} wait, and answers 503 with Retry-After past that`, async () => {
    const tiny = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const outcomes = await Promise.allSettled(Array.from({ length: OCR_WORKERS + OCR_MAX_WAITING + 2 }, () => recognizeText(tiny)));
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused).toHaveLength(2);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 503, retryAfter: 5 });
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(OCR_WORKERS + OCR_MAX_WAITING);
  });
});

type SaveFields = Record<string, string>;
const granolaForm = (extra: SaveFields = {}): SaveFields => ({
  name: "Oat Crunch Granola",
  category: "grains",
  servingSize: "2/3 cup (55g)",
  servingGrams: "55",
  calories: "230",
  protein: "3",
  carbs: "37",
  fat: "8",
  fiber: "4",
  sugar: "12",
  sodium: "160",
  mealType: "breakfast",
  read: JSON.stringify({ servingGrams: 55, calories: 230, ...GRANOLA_LABEL.nutrients }),
  ...extra,
});

describe("the screen's steps", () => {
  it(
    "reads an uploaded photo (?step=read) and saves it (?step=save): one food per 100 g, one serving logged",
    { timeout: 180_000 },
    async () => {
      const guest = await newGuest();
      const form = new FormData();
      form.set("photo", new File([new Uint8Array(await labelPhoto(usLabelSvg(GRANOLA)))], "label.jpg", { type: "image/jpeg" }));
      const upload = new Request(`${ORIGIN}/ar-nutrition-scanner?step=read`, {
        method: "POST",
        headers: { Cookie: guest.cookie },
        body: form,
      });
      const read = await respondPage(() => scannerPage(args(upload)) as Promise<unknown>);
      expect(read.status).toBe(200);
      const answer = (await read.json()) as { step: string; result: { calories: number }; formKey: string };
      expect(answer).toMatchObject({ step: "read", result: { ...GRANOLA_LABEL } });

      // The member corrects the sugar (13 g) before saving: one of eight figures read was changed.
      const save = (fields: SaveFields) =>
        respondPage(() => scannerPage(args(formPost("/ar-nutrition-scanner?step=save", fields, guest.cookie))) as Promise<unknown>);
      const saved = await save(granolaForm({ sugar: "13", idempotencyKey: answer.formKey }));
      expect(saved.status).toBe(302);
      expect(saved.headers.get("Location")).toMatch(/^\/diary\?date=\d{4}-\d{2}-\d{2}$/);
      // The same post again (a double tap) logs nothing more.
      expect((await save(granolaForm({ sugar: "13", idempotencyKey: answer.formKey }))).status).toBe(302);

      const foods = await db.food.findMany({ where: { ownerId: guest.userId } });
      expect(foods).toHaveLength(1);
      expect(foods[0]).toMatchObject({
        name: "Oat Crunch Granola",
        category: "grains",
        caloriesPer100g: 418.18,
        sugarPer100g: 23.64,
        sodiumMgPer100g: 290.91,
      });
      const entries = await db.mealFood.findMany({ where: { meal: { userId: guest.userId } }, include: { meal: true } });
      expect(
        entries.map((entry) => [
          entry.quantity,
          entry.calories,
          entry.protein,
          entry.carbs,
          entry.fat,
          entry.portionLabel,
          entry.meal.mealType,
        ]),
      ).toEqual([[55, 230, 3, 37, 8, "1 serving", "breakfast"]]);
      expect(
        await db.labelScan.findMany({ where: { userId: guest.userId }, select: { figuresRead: true, figuresCorrected: true } }),
      ).toEqual([{ figuresRead: 8, figuresCorrected: 1 }]);

      // The same label saved again (a new key) logs the same food again.
      expect((await save(granolaForm({ sugar: "13" }))).status).toBe(302);
      expect(await db.food.count({ where: { ownerId: guest.userId } })).toBe(1);
      expect(await db.mealFood.count({ where: { meal: { userId: guest.userId } } })).toBe(2);
    },
  );

  it("refuses figures that cannot be, naming the field, and hands back the scan it came from", async () => {
    const guest = await newGuest();
    const scan = {
      name: "Oat Crunch Granola",
      serving_size: "2/3 cup (55g)",
      ingredients: [],
      allergens: [],
      healthScore: 50,
      warnings: [],
      recommendations: [],
      layout: "us",
      ...GRANOLA_LABEL,
    };
    const refused = await respondPage(
      () =>
        scannerPage(
          args(formPost("/ar-nutrition-scanner?step=save", granolaForm({ servingGrams: "20", scan: JSON.stringify(scan) }), guest.cookie)),
        ) as Promise<unknown>,
    );
    expect(refused.status).toBe(400);
    const reply = (await refused.json()) as { intent: string; result: { error: Record<string, string[]> }; scan: unknown };
    expect(reply.intent).toBe("save");
    expect(reply.result.error.servingGrams).toEqual(["The serving weighs less than its protein, carbs and fat: check its grams"]);
    expect(reply.scan).toEqual(scan);
    expect(await db.food.count({ where: { ownerId: guest.userId } })).toBe(0);
  });
});

describe("POST /api/nutrition-label/diary", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    name: "Alpine Fruit Muesli",
    servingGrams: 45,
    calories: 163,
    protein: 4.5,
    carbs: 27,
    fat: 2.8,
    fiber: 3.8,
    sugar: 8.1,
    sodium: 18,
    ...extra,
  });

  it("makes the food, logs one serving (201), once per Idempotency-Key", async () => {
    const guest = await newGuest();
    const first = await postJson(saveLabelApi, "/api/nutrition-label/diary", guest.cookie, body(), "label-key-1");
    expect(first.status).toBe(201);
    const saved = (await first.json()) as {
      food: { id: number; caloriesPer100g: number };
      entry: { quantity: number; calories: number; mealType: string };
    };
    expect(saved.food.caloriesPer100g).toBe(362.22);
    expect(saved.entry).toMatchObject({ quantity: 45, calories: 163, mealType: "snack" });
    const retry = await postJson(saveLabelApi, "/api/nutrition-label/diary", guest.cookie, body(), "label-key-1");
    expect(await retry.json()).toEqual(saved);
    expect(await db.mealFood.count({ where: { meal: { userId: guest.userId } } })).toBe(1);
    // Without `read`, nothing was read to be corrected.
    expect(await db.labelScan.findFirst({ where: { userId: guest.userId }, select: { figuresRead: true } })).toEqual({ figuresRead: 0 });
  });

  it.each([
    [{ calories: 250 }, "calories: Calories do not match the macros (protein and carbs give 4 kcal/g, fat 9 kcal/g)"],
    [{ sugar: 40 }, "sugar: Sugar is part of the carbs: it cannot be more"],
    [{ servingGrams: 0 }, "servingGrams: A serving weighs at least 1 g"],
    [{ name: "" }, "name: Name must be at least 2 characters"],
    [{ calories: 500 }, "calories: More than 900 kcal per 100 g: check the calories and the serving's grams"],
    [{ protein: "lots" }, "protein: Protein must be a number"],
  ])("refuses %j with a 400 in words and writes nothing", async (extra, error) => {
    const guest = await newGuest();
    const response = await postJson(saveLabelApi, "/api/nutrition-label/diary", guest.cookie, body(extra));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await db.food.count({ where: { ownerId: guest.userId } })).toBe(0);
  });
});
