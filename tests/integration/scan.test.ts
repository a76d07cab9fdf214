// Issue 9: the AI meal scan against the local OpenAI stand-in (real HTTP, the real SDK): grounded
// figures, estimates, failures that store nothing, the free tier's daily limits, uploads refused on
// the server, the owner-only image route and the scan save.
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { nutritionFor } from "~/modules/food/nutrition";
import { healthScore } from "~/modules/scan/health-score";
import { FREE_SCANS_PER_IP, SCAN_LIMIT_REACHED, SCAN_NETWORK_LIMIT_REACHED } from "~/modules/scan/limits";
import { getDailyTotals } from "~/modules/tracking/daily.server";
import { userToday } from "~/modules/user/clock.server";
import { action as analyzeAction } from "~/routes/api.analyze-food";
import { action as mealsAction } from "~/routes/api.meals";
import { loader as imageLoader } from "~/routes/images.$imageId";
import { newGuest, request, respond } from "../helpers/requests";
import { startOpenAiStandin, STANDIN_PLATE, type OpenAiStandin } from "../standins/openai";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

/** A photo of one color as a data URL: grey → the stand-in's plate, blue → unknown foods, red → a broken answer. */
async function photo(color: { r: number; g: number; b: number }, width = 64, height = 48, format: "png" | "jpeg" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  const bytes = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString("base64")}`;
}
const GREY = { r: 200, g: 200, b: 190 };
const BLUE = { r: 20, g: 40, b: 220 };
const RED = { r: 230, g: 20, b: 20 };

type Food = {
  name: string;
  foodId: number | null;
  quantity: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  estimated: boolean;
  confidence: number;
};
type Analysis = {
  scanId: number;
  imageUrl: string;
  foods: Food[];
  totalCalories: number;
  totalProtein: number;
  totalCarbs: number;
  totalFat: number;
  analysis: string;
  voiceSummary: string;
  healthScore: number;
};

function analyze(cookie: string, json: unknown, signal?: AbortSignal) {
  const req = request("/api/analyze-food", { method: "POST", cookie, json });
  const withSignal = signal ? new Request(req, { signal }) : req;
  return respond(() => analyzeAction(args(withSignal)));
}
/** The same from a client address (server.js puts it in the load context). */
const analyzeFrom = (ip: string, cookie: string, json: unknown) =>
  respond(() => analyzeAction({ ...args(request("/api/analyze-food", { method: "POST", cookie, json })), context: { ip } }));
const postMeal = (cookie: string, json: unknown) =>
  respond(() => mealsAction(args(request("/api/meals", { method: "POST", cookie, json }))));
const getImage = (cookie: string, url: string, headers: Record<string, string> = {}) => {
  const req = request(url, { cookie });
  for (const [key, value] of Object.entries(headers)) req.headers.set(key, value);
  return respond(() => imageLoader(args(req, { imageId: url.split("/").at(-1)! })));
};
const stored = async (userId: number) => ({
  scans: await db.foodScan.count({ where: { userId } }),
  images: await db.image.count({ where: { ownerId: userId } }),
  meals: await db.meal.count({ where: { userId } }),
});
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

let standin: OpenAiStandin;
const saved = { key: env.OPENAI_API_KEY, url: env.OPENAI_BASE_URL, timeout: env.OPENAI_VISION_TIMEOUT_MS };

beforeAll(async () => {
  standin = await startOpenAiStandin();
});
afterAll(async () => {
  Object.assign(env, { OPENAI_API_KEY: saved.key, OPENAI_BASE_URL: saved.url, OPENAI_VISION_TIMEOUT_MS: saved.timeout });
  await standin.close();
});
beforeEach(() => {
  standin.setMode("answer");
  Object.assign(env, { OPENAI_API_KEY: "standin", OPENAI_BASE_URL: standin.url, OPENAI_VISION_TIMEOUT_MS: 5000 });
});

describe("POST /api/analyze-food", () => {
  it("grounds the model's foods in the catalogue: per-100 g × the model's grams; an unmatched food keeps its estimate, marked", async () => {
    const { userId, cookie } = await newGuest();
    const response = await analyze(cookie, { image: await photo(GREY) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Analysis;
    expect(body.foods.map((food) => [food.name, food.quantity, food.estimated])).toEqual([
      ["Grilled chicken breast", 150, false],
      ["White rice", 200, false],
      ["Steamed broccoli", 100, false],
      ["Dragon fruit", 80, true],
    ]);
    for (const food of body.foods.filter((item) => !item.estimated)) {
      const catalogue = await db.food.findUniqueOrThrow({ where: { id: food.foodId! } });
      expect(catalogue.ownerId).toBeNull();
      expect(food).toMatchObject(nutritionFor(catalogue, food.quantity));
    }
    const chicken = await db.food.findUniqueOrThrow({ where: { id: body.foods[0]!.foodId! } });
    expect(chicken.name).toMatch(/^Chicken.*breast.*grilled/);
    expect(body.foods[0]!.calories).not.toBe(STANDIN_PLATE[0]!.calories); // the catalogue's, not the model's 248
    const fruit = body.foods[3]!;
    expect(fruit).toMatchObject({ foodId: null, calories: 48, protein: 0.9, carbs: 10.4, fat: 0.3, confidence: 0.7 });
    const sum = (key: "calories" | "protein" | "carbs" | "fat") => body.foods.reduce((total, food) => total + food[key], 0);
    expect(body.totalCalories).toBe(Math.round(sum("calories")));
    expect(body.totalProtein).toBeCloseTo(sum("protein"), 5);
    const totals = { calories: body.totalCalories, protein: body.totalProtein, carbs: body.totalCarbs, fat: body.totalFat };
    expect(body.healthScore).toBe(healthScore(totals));
    expect(body.analysis).toBe("Grilled chicken with rice, broccoli and dragon fruit.");
    expect(body.voiceSummary).toContain(`This meal has about ${body.totalCalories} cal`);
    expect(body.voiceSummary).toContain("1 of 4 foods are estimates");
    expect(await stored(userId)).toEqual({ scans: 1, images: 1, meals: 0 });

    // the model was asked with the photo and a strict JSON schema
    const last = standin.requests.at(-1)!;
    const content = last.messages.at(-1)!.content as { type: string; image_url?: { url: string } }[];
    expect(content[0]?.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it("keeps every figure the model's when the catalogue has none of the foods", async () => {
    const { cookie } = await newGuest();
    const body = (await (await analyze(cookie, { image: await photo(BLUE) })).json()) as Analysis;
    expect(body.foods.map((food) => [food.estimated, food.foodId, food.calories])).toEqual([
      [true, null, 330],
      [true, null, 400],
    ]);
    expect(body.voiceSummary).toContain("The figures are estimates");
  });

  it("answers Analysis Failed and stores nothing when the model's answer is invalid, not JSON, an error or too slow", async () => {
    const { userId, cookie } = await newGuest();
    const failed = "Analysis Failed: Failed to analyze the image. Please try again.";
    const broken = await analyze(cookie, { image: await photo(RED) });
    expect(broken.status).toBe(502);
    expect(await errorOf(broken)).toBe(failed);

    standin.setMode("invalid");
    expect(await errorOf(await analyze(cookie, { image: await photo(GREY) }))).toBe(failed);
    standin.setMode("fail");
    expect((await analyze(cookie, { image: await photo(GREY) })).status).toBe(502);
    standin.setMode("hang");
    Object.assign(env, { OPENAI_VISION_TIMEOUT_MS: 600 });
    const slow = await analyze(cookie, { image: await photo(GREY) });
    expect([slow.status, await errorOf(slow)]).toEqual([502, failed]);
    expect(await stored(userId)).toEqual({ scans: 0, images: 0, meals: 0 });
  }, 20_000);

  it("stops asking the model when the caller disconnects, and stores nothing", async () => {
    const { userId, cookie } = await newGuest();
    standin.setMode("hang");
    const leaving = new AbortController();
    const started = Date.now();
    setTimeout(() => leaving.abort(), 300);
    const response = await analyze(cookie, { image: await photo(GREY) }, leaving.signal);
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await stored(userId)).toEqual({ scans: 0, images: 0, meals: 0 });
  });

  it("without a model: 503 with a clear message, nothing asked, nothing stored", async () => {
    Object.assign(env, { OPENAI_API_KEY: undefined });
    const { userId, cookie } = await newGuest();
    const before = standin.requests.length;
    const response = await analyze(cookie, { image: await photo(GREY) });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatch(/AI analysis is not configured.*food search/);
    expect(standin.requests.length).toBe(before);
    expect(await stored(userId)).toEqual({ scans: 0, images: 0, meals: 0 });
  });

  it("refuses a photo over 5 MB, a file that is not an image whatever it claims, and a missing image, on the server", async () => {
    const { userId, cookie } = await newGuest();
    const big = `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString("base64")}`;
    const tooLarge = await analyze(cookie, { image: big });
    expect([tooLarge.status, await errorOf(tooLarge)]).toEqual([413, "File Too Large: Please select an image smaller than 5MB."]);
    const text = `data:image/png;base64,${Buffer.from("just some text, not a picture").toString("base64")}`;
    const notImage = await analyze(cookie, { image: text });
    expect([notImage.status, await errorOf(notImage)]).toEqual([415, "Invalid File Type: Please select an image file."]);
    const pdf = `data:application/pdf;base64,${Buffer.from("%PDF-1.4").toString("base64")}`;
    expect((await analyze(cookie, { image: pdf })).status).toBe(415);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>').toString("base64")}`;
    expect((await analyze(cookie, { image: svg })).status).toBe(415);
    expect((await analyze(cookie, {})).status).toBe(400);
    expect((await analyze(cookie, { image: "https://example.com/a.jpg" })).status).toBe(400);
    expect(await stored(userId)).toEqual({ scans: 0, images: 0, meals: 0 });
  });

  it("gives a free account 5 analyses a day and refuses the 6th with the upgrade message; premium has no limit", async () => {
    const free = await newGuest();
    const image = await photo(GREY);
    for (let i = 0; i < 5; i++) expect((await analyze(free.cookie, { image })).status).toBe(200);
    const sixth = await analyze(free.cookie, { image });
    expect([sixth.status, await errorOf(sixth)]).toEqual([429, SCAN_LIMIT_REACHED]);
    // the allowance renews at the user's midnight: Retry-After says when
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(SCAN_LIMIT_REACHED).toContain("/premium");
    expect((await stored(free.userId)).scans).toBe(5);

    // yesterday's analyses do not count
    await db.foodScan.updateMany({ where: { userId: free.userId }, data: { localDate: "2000-01-01" } });
    expect((await analyze(free.cookie, { image })).status).toBe(200);

    const premium = await newGuest();
    await db.user.update({ where: { id: premium.userId }, data: { tier: "premium" } });
    for (let i = 0; i < 7; i++) expect((await analyze(premium.cookie, { image })).status).toBe(200);
  }, 60_000);

  it(`gives one address ${FREE_SCANS_PER_IP.limit} free analyses a day, whichever guests ask; premium ones are not counted`, async () => {
    const ip = "203.0.113.23";
    const image = await photo(GREY);
    for (let guest = 0; guest < FREE_SCANS_PER_IP.limit / 5; guest++) {
      const { cookie } = await newGuest();
      for (let i = 0; i < 5; i++) expect((await analyzeFrom(ip, cookie, { image })).status).toBe(200);
    }
    const fresh = await newGuest();
    const calls = standin.requests.length;
    const refused = await analyzeFrom(ip, fresh.cookie, { image });
    expect([refused.status, await errorOf(refused)]).toEqual([429, SCAN_NETWORK_LIMIT_REACHED]);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(standin.requests.length).toBe(calls); // the model was not asked
    expect(await stored(fresh.userId)).toEqual({ scans: 0, images: 0, meals: 0 });
    // refused tries are not counted, another address has its own allowance, premium is not limited
    expect((await analyzeFrom(ip, fresh.cookie, { image })).status).toBe(429);
    expect((await analyzeFrom("198.51.100.23", fresh.cookie, { image })).status).toBe(200);
    await db.user.update({ where: { id: fresh.userId }, data: { tier: "premium" } });
    expect((await analyzeFrom(ip, fresh.cookie, { image })).status).toBe(200);
  }, 60_000);

  it("counts parallel analyses one after another: never more than 5", async () => {
    const { userId, cookie } = await newGuest();
    const image = await photo(GREY);
    const statuses = await Promise.all(Array.from({ length: 7 }, () => analyze(cookie, { image }).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect((await stored(userId)).scans).toBe(5);
  }, 60_000);
});

describe("GET /images/{id}", () => {
  it("serves the downscaled photo to its owner only, cacheable with an ETag", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const body = (await (await analyze(owner.cookie, { image: await photo(GREY, 2000, 1500, "jpeg") })).json()) as Analysis;
    const response = await getImage(owner.cookie, body.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1280, 960]);

    expect((await getImage(owner.cookie, body.imageUrl, { "If-None-Match": etag })).status).toBe(304);
    const stranger = await getImage(other.cookie, body.imageUrl);
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await getImage("", body.imageUrl)).status).toBe(401);
    expect((await getImage(owner.cookie, "/images/nope")).status).toBe(404);
  });
});

describe("saving a scanned meal (POST /api/meals with scanId)", () => {
  it("saves the corrected foods as entries with their nutrient copies, the photo and the summary; the diary's totals follow", async () => {
    const { userId, cookie } = await newGuest();
    const scan = (await (await analyze(cookie, { image: await photo(GREY) })).json()) as Analysis;
    const chicken = scan.foods[0]!;
    const response = await postMeal(cookie, {
      userId,
      scanId: scan.scanId,
      name: "Lunch plate",
      mealType: "lunch",
      totalCalories: 1, // ignored: the server computes
      items: [{ grams: 300 }, {}, { remove: true }],
    });
    expect(response.status).toBe(201);
    const meal = (await response.json()) as { id: number; imageUrl: string; totalCalories: number; voiceSummary: string };
    const entries = await db.mealFood.findMany({ where: { mealId: meal.id }, orderBy: { id: "asc" } });
    expect(entries.map((entry) => [entry.foodId, entry.quantity])).toEqual([
      [chicken.foodId, 300],
      [scan.foods[1]!.foodId, 200],
      [null, 80],
    ]);
    const catalogue = await db.food.findUniqueOrThrow({ where: { id: chicken.foodId! } });
    expect(entries[0]).toMatchObject({ ...nutritionFor(catalogue, 300), caloriesPer100g: catalogue.caloriesPer100g });
    expect(entries[2]).toMatchObject({ foodName: "Dragon fruit", calories: 48, caloriesPer100g: 60 });
    const total = entries.reduce((sum, entry) => sum + entry.calories, 0);
    expect(meal.totalCalories).toBe(total);
    expect(meal.imageUrl).toBe(scan.imageUrl);
    expect(meal.voiceSummary).toContain("(300 g)");
    const row = await db.meal.findUniqueOrThrow({ where: { id: meal.id } });
    expect(row).toMatchObject({ name: "Lunch plate", mealType: "lunch", aiAnalysis: scan.analysis, voiceSummary: meal.voiceSummary });
    expect((await getDailyTotals(userId, await userToday(userId))).totalCalories).toBe(total);

    // once only
    const again = await postMeal(cookie, { scanId: scan.scanId, name: "Again", mealType: "lunch" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "Save Failed: Failed to save meal. Please try again." });
    expect(await db.meal.count({ where: { userId } })).toBe(1);
  });

  it("refuses a save without the analysis, a name or a type: Missing meal information, nothing written", async () => {
    const { userId, cookie } = await newGuest();
    const other = await newGuest();
    const scan = (await (await analyze(cookie, { image: await photo(GREY) })).json()) as Analysis;
    for (const body of [
      { scanId: scan.scanId, mealType: "lunch" },
      { scanId: scan.scanId, name: "  ", mealType: "lunch" },
      { scanId: scan.scanId, name: "Lunch" },
      { scanId: scan.scanId, name: "Lunch", mealType: "" },
    ]) {
      const response = await postMeal(cookie, body);
      expect([response.status, await errorOf(response)]).toEqual([400, "Missing meal information"]);
    }
    expect((await postMeal(cookie, { scanId: scan.scanId, name: "Lunch", mealType: "brunch" })).status).toBe(400);
    expect((await postMeal(cookie, { scanId: scan.scanId, name: "Lunch", mealType: "lunch", items: [{ choice: 999999 }] })).status).toBe(
      400,
    );
    expect((await postMeal(other.cookie, { scanId: scan.scanId, name: "Mine", mealType: "lunch" })).status).toBe(404);
    expect(await db.meal.count({ where: { userId: { in: [userId, other.userId] } } })).toBe(0);
  });

  it("keeps an inline photo of a quick-log meal in the image table, downscaled, and answers its URL", async () => {
    const { userId, cookie } = await newGuest();
    const response = await postMeal(cookie, {
      name: "Snack",
      mealType: "snack",
      totalCalories: 100,
      totalProtein: 1,
      totalCarbs: 20,
      totalFat: 1,
      imageUrl: await photo(GREY, 1600, 1600, "jpeg"),
    });
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/images\/[A-Za-z0-9_-]{22}$/);
    const image = await db.image.findFirstOrThrow({ where: { ownerId: userId } });
    expect([image.width, image.height]).toEqual([1280, 1280]);
    const notMine = await postMeal((await newGuest()).cookie, {
      name: "x",
      mealType: "snack",
      totalCalories: 1,
      totalProtein: 0,
      totalCarbs: 0,
      totalFat: 0,
      imageUrl,
    });
    expect(notMine.status).toBe(404);
  });
});
