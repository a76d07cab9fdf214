// Issue 9: the /scan screen's form door (multipart, no JavaScript needed) calls the same scan
// functions as the JSON doors: a photo is analyzed and the page redirected to its result, the
// daily limit and upload rules refuse with the spec's words and store nothing, corrections and the
// save go through the one form, and without a model the page says so. Barcodes: premium only.
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import type { FormReply } from "~/shared/form-reply";
import { SCAN_LIMIT_REACHED } from "~/modules/scan/limits";
import { action as scanAction, loader as scanLoader } from "~/routes/scan";
import { loader as barcodeLoader } from "~/routes/api.foods.barcode.$code";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";
import { startOpenAiStandin, type OpenAiStandin } from "../standins/openai";

const args = (req: Request) => ({ request: req, params: {}, context: {} });

async function jpeg(width = 64, height = 48, color = { r: 200, g: 200, b: 190 }) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

type Posted = { status: number; location: string | null; reply: FormReply | null };

async function post(cookie: string, form: FormData, path = "/scan"): Promise<Posted> {
  const result = await scanAction(args(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie }, body: form })));
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), reply: null };
  const wrapped = result as unknown as { data: FormReply; init: { status: number } };
  return { status: wrapped.init.status, location: null, reply: wrapped.data };
}

function photoForm(bytes: Uint8Array, type = "image/jpeg", name = "plate.jpg") {
  const form = new FormData();
  form.set("intent", "scan-analyze");
  form.set("photo", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

const fields = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.set(key, value);
  return form;
};
const errorOf = (posted: Posted) => posted.reply?.result.error?.[""]?.join(" ");
const scanIdOf = (posted: Posted) => Number(/scan=(\d+)/.exec(posted.location ?? "")?.[1]);
const page = async (cookie: string, query: string) =>
  (await scanLoader(args(request(`/scan${query}`, { cookie })))) as Awaited<ReturnType<typeof scanLoader>>;

let standin: OpenAiStandin;
const saved = { key: env.OPENAI_API_KEY, url: env.OPENAI_BASE_URL };
beforeAll(async () => {
  standin = await startOpenAiStandin();
});
afterAll(async () => {
  Object.assign(env, { OPENAI_API_KEY: saved.key, OPENAI_BASE_URL: saved.url });
  await standin.close();
});
beforeEach(() => {
  standin.setMode("answer");
  Object.assign(env, { OPENAI_API_KEY: "standin", OPENAI_BASE_URL: standin.url });
});

describe("the /scan form door", () => {
  it("analyzes a posted photo, corrects it in one form and saves it as a meal", async () => {
    const { userId, cookie } = await newGuest();
    const analyzed = await post(cookie, photoForm(await jpeg(3000, 2000)));
    expect(analyzed.status).toBe(302);
    const scanId = scanIdOf(analyzed);
    const image = await db.image.findFirstOrThrow({ where: { ownerId: userId } });
    expect([image.width, image.height]).toEqual([1280, 853]); // the server downscaled the camera-sized photo

    const shown = await page(cookie, `?scan=${scanId}`);
    expect(shown.scan?.foods.map((food) => food.name)).toEqual([
      "Grilled chicken breast",
      "White rice",
      "Steamed broccoli",
      "Dragon fruit",
    ]);
    expect(shown.usage).toMatchObject({ usedToday: 1, left: 4, limit: 5 });

    const updated = await post(
      cookie,
      fields({ intent: "scan-update", scanId: String(scanId), "items[1].grams": "100" }),
      `/scan?scan=${scanId}`,
    );
    expect(updated.location).toBe(`/scan?scan=${scanId}#scan-result`);
    expect((await page(cookie, `?scan=${scanId}`)).scan?.foods[1]?.quantity).toBe(100);

    const removed = await post(cookie, fields({ intent: "scan-remove:3", scanId: String(scanId) }));
    expect(removed.status).toBe(302);
    const banana = await db.food.findFirstOrThrow({ where: { name: "Bananas, raw" } });
    const added = await post(cookie, fields({ intent: `scan-add:${banana.id}`, scanId: String(scanId), quantity: "118" }));
    expect(added.status).toBe(302);
    const corrected = (await page(cookie, `?scan=${scanId}`)).scan!;
    expect(corrected.foods.map((food) => [food.name, food.quantity])).toEqual([
      ["Grilled chicken breast", 150],
      ["White rice", 100],
      ["Steamed broccoli", 100],
      ["Bananas, raw", 118],
    ]);

    const missing = await post(cookie, fields({ intent: "scan-save", scanId: String(scanId), name: "", mealType: "" }));
    expect([missing.status, errorOf(missing)]).toEqual([400, "Missing meal information"]);
    expect(await db.meal.count({ where: { userId } })).toBe(0);

    const savedMeal = await post(cookie, fields({ intent: "scan-save", scanId: String(scanId), name: "Rice bowl", mealType: "dinner" }));
    expect([savedMeal.status, savedMeal.location]).toEqual([302, "/scan"]);
    const meal = await db.meal.findFirstOrThrow({ where: { userId }, include: { foods: true } });
    expect([meal.name, meal.mealType, meal.foods.length, meal.totalCalories]).toEqual(["Rice bowl", "dinner", 4, corrected.totalCalories]);
  });

  it("refuses a non-image, an empty form and a file over 5 MB with the spec's words, storing nothing", async () => {
    const { userId, cookie } = await newGuest();
    const text = await post(cookie, photoForm(new TextEncoder().encode("not a photo"), "image/jpeg", "fake.jpg"));
    expect([text.status, errorOf(text)]).toEqual([415, "Invalid File Type: Please select an image file."]);
    const huge = await post(cookie, photoForm(new Uint8Array(5 * 1024 * 1024 + 10), "image/jpeg"));
    expect([huge.status, errorOf(huge)]).toEqual([413, "File Too Large: Please select an image smaller than 5MB."]);
    const overCap = await post(cookie, photoForm(new Uint8Array(9 * 1024 * 1024), "image/jpeg"));
    expect([overCap.status, errorOf(overCap)]).toEqual([413, "File Too Large: Please select an image smaller than 5MB."]);
    const none = await post(cookie, fields({ intent: "scan-analyze" }));
    expect(none.status).toBe(400);
    expect(await db.foodScan.count({ where: { userId } })).toBe(0);
    expect(await db.image.count({ where: { ownerId: userId } })).toBe(0);
  });

  it("refuses the 6th analysis of the day on the free tier with the upgrade message and Retry-After", async () => {
    const { cookie } = await newGuest();
    const photo = await jpeg();
    for (let i = 0; i < 5; i++) expect((await post(cookie, photoForm(photo))).status).toBe(302);
    const sixth = await post(cookie, photoForm(photo));
    expect([sixth.status, errorOf(sixth)]).toEqual([429, SCAN_LIMIT_REACHED]);
    expect((await page(cookie, "")).usage.left).toBe(0);
  }, 60_000);

  it("says analysis is not configured without a model, and still offers the manual search", async () => {
    Object.assign(env, { OPENAI_API_KEY: undefined });
    const { cookie } = await newGuest();
    expect((await page(cookie, "")).aiConfigured).toBe(false);
    const refused = await post(cookie, photoForm(await jpeg()));
    expect(refused.status).toBe(503);
    expect(errorOf(refused)).toContain("not configured");
    const manual = await page(cookie, "?method=manual&q=banana");
    expect(manual.method).toBe("manual");
    expect(manual.panel.results?.[0]?.name).toMatch(/Banana/);
  });
});

describe("barcodes", () => {
  const lookup = (cookie: string, code: string) =>
    respond(() => barcodeLoader({ ...args(request(`/api/foods/barcode/${code}`, { cookie })), params: { code } }));

  it("are premium only; a member's own product is found by its code, other members' are not", async () => {
    const free = await newGuest();
    const refused = await lookup(free.cookie, "4006381333931");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain("Barcode scanning is part of Premium");

    const member = await newGuest();
    await db.user.update({ where: { id: member.userId }, data: { tier: "premium" } });
    expect((await lookup(member.cookie, "4006381333932")).status).toBe(400);
    expect((await lookup(member.cookie, "4006381333931")).status).toBe(404);
    const owner = await newGuest();
    await db.food.create({
      data: {
        name: "Someone's granola",
        category: "grains",
        caloriesPer100g: 450,
        source: "user",
        ownerId: owner.userId,
        barcode: "4006381333931",
      },
    });
    expect((await lookup(member.cookie, "4006381333931")).status).toBe(404);
    await db.food.create({
      data: {
        name: "My granola",
        category: "grains",
        caloriesPer100g: 440,
        source: "user",
        ownerId: member.userId,
        barcode: "4006381333931",
      },
    });
    const found = await lookup(member.cookie, "4006381333931");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ name: "My granola", barcode: "4006381333931" });
    const viaPage = await page(member.cookie, "?method=barcode&code=4006-381333931");
    expect(viaPage.barcode).toMatchObject({ barcode: "4006381333931", food: { name: "My granola" } });
  });
});
