// Issue 39 part 2: a barcode no food has yet is asked of Open Food Facts (the shared stand-in); a
// product with energy per 100 g becomes a catalogue food, stored once and found by the next scan
// (the API and /scan's loader, which the screen uses with and without JavaScript) and by search. A
// failing, silent or energy-less answer gives the "add it once" flow, within the time limit.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { OPEN_FOOD_FACTS_CREDIT } from "~/modules/food/openfoodfacts-source";
import { searchFoods } from "~/modules/food/search.server";
import { loader as barcodeLoader } from "~/routes/api.foods.barcode.$code";
import { loader as scanLoader } from "~/routes/scan";
import { newGuest, request, respond } from "../helpers/requests";
import { startOpenFoodFactsStandin, STANDIN_NO_ENERGY, type OpenFoodFactsMode, type OpenFoodFactsStandin } from "../standins/openfoodfacts";

const NUTELLA = "3017620422003";
const CHOCOLATE = "7613035974685";
const UNKNOWN = "4006381333931";
// A stand-in of this file's own: its failure switch is set here, and the run's shared one is reset
// by other files at any moment (the SQLite and PostgreSQL projects run side by side).
let standin: OpenFoodFactsStandin;
const saved = { url: env.OPENFOODFACTS_API_URL, timeout: env.OPENFOODFACTS_TIMEOUT_MS };

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const lookup = (cookie: string, code: string) =>
  respond(() => barcodeLoader({ ...args(request(`/api/foods/barcode/${code}`, { cookie })), params: { code } }));
const scanPage = async (cookie: string, code: string) =>
  (await scanLoader(args(request(`/scan?method=barcode&code=${code}`, { cookie })))) as Awaited<ReturnType<typeof scanLoader>>;

async function control(path: string, body?: unknown) {
  const response = await fetch(`${standin.url}/__control/${path}`, {
    method: body === undefined && path === "requests" ? "GET" : "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<unknown>;
}
const setMode = (mode: OpenFoodFactsMode) => control("mode", { mode });
const asked = async () => ((await control("requests")) as { path: string; userAgent: string }[]).filter((r) => !r.path.startsWith("/__"));

async function premiumMember() {
  const member = await newGuest();
  await db.user.update({ where: { id: member.userId }, data: { tier: "premium" } });
  return member;
}

const forgetProducts = () => db.food.deleteMany({ where: { source: "openfoodfacts" } });

beforeAll(async () => {
  standin = await startOpenFoodFactsStandin();
});
beforeEach(async () => {
  Object.assign(env, { OPENFOODFACTS_API_URL: standin.url, OPENFOODFACTS_TIMEOUT_MS: 800 });
  await control("reset");
  await forgetProducts();
});
afterEach(forgetProducts);
afterAll(async () => {
  Object.assign(env, { OPENFOODFACTS_API_URL: saved.url, OPENFOODFACTS_TIMEOUT_MS: saved.timeout });
  await standin.close();
});

describe("packaged products from Open Food Facts", () => {
  it("finds a product by its barcode, keeps it once as a catalogue food, then search and the next scan find it without asking", async () => {
    const member = await premiumMember();
    const found = await lookup(member.cookie, NUTELLA);
    expect(found.status).toBe(200);
    const food = (await found.json()) as Record<string, unknown>;
    expect(food).toMatchObject({
      name: "Nutella",
      brand: "Ferrero",
      barcode: NUTELLA,
      source: "openfoodfacts",
      caloriesPer100g: 539,
      proteinPer100g: 6.3,
      carbsPer100g: 57.5,
      fatPer100g: 30.9,
      portions: [{ label: "15 g", grams: 15 }],
    });
    const requests = await asked();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe(`/api/v2/product/${NUTELLA}.json?fields=product_name,brands,nutriments,serving_size,serving_quantity`);
    expect(requests[0]!.userAgent).toMatch(/^Fitplate\//);

    const stored = await db.food.findMany({ where: { barcode: NUTELLA } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      ownerId: null,
      source: "openfoodfacts",
      sugarPer100g: 56.3,
      sodiumMgPer100g: 42.8,
      fiberPer100g: null,
    });

    // Another member's scan, the /scan screen and search: the stored food, Open Food Facts not asked again.
    const other = await premiumMember();
    expect(await (await lookup(other.cookie, NUTELLA)).json()).toMatchObject({ id: food.id, source: "openfoodfacts" });
    const viaPage = await scanPage(other.cookie, NUTELLA);
    expect(viaPage.barcode).toMatchObject({ barcode: NUTELLA, food: { id: food.id, name: "Nutella" }, source: "openfoodfacts" });
    expect((await searchFoods(other.userId, "nutella"))[0]).toMatchObject({ id: food.id, name: "Nutella" });
    expect(await asked()).toHaveLength(1);
    expect(OPEN_FOOD_FACTS_CREDIT).toContain("ODbL");
  });

  it("stores a product once when several scans ask for it at the same moment", async () => {
    const members = await Promise.all([premiumMember(), premiumMember(), premiumMember()]);
    const answers = await Promise.all(members.map(async (member) => (await lookup(member.cookie, CHOCOLATE)).json()));
    const ids = new Set(answers.map((answer) => (answer as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(answers[0]).toMatchObject({ name: "Dark chocolate 70 %", brand: "Stand-in Chocolatiers", caloriesPer100g: 580, portions: [] });
    expect(await db.food.count({ where: { barcode: CHOCOLATE } })).toBe(1);
  });

  it("gives the add-it-once flow for a product without energy, an unknown one, a failing or a silent Open Food Facts, in time", async () => {
    const member = await premiumMember();
    for (const [mode, code] of [
      ["answer", STANDIN_NO_ENERGY],
      ["answer", UNKNOWN],
      ["fail", NUTELLA],
      ["hang", NUTELLA],
    ] as const) {
      await setMode(mode);
      const started = Date.now();
      const answer = await lookup(member.cookie, code);
      expect(answer.status, `${mode} ${code}`).toBe(404);
      expect(((await answer.json()) as { error: string }).error).toContain(`No food has barcode ${code} yet`);
      expect(Date.now() - started).toBeLessThan(800 + 1500);
      const viaPage = await scanPage(member.cookie, code);
      expect(viaPage.barcode).toMatchObject({ barcode: code, food: null });
    }
    expect(await db.food.count({ where: { source: "openfoodfacts" } })).toBe(0);
  });

  it("never asks when OPENFOODFACTS_API_URL is off", async () => {
    env.OPENFOODFACTS_API_URL = "off";
    const member = await premiumMember();
    expect((await lookup(member.cookie, NUTELLA)).status).toBe(404);
    expect(await asked()).toHaveLength(0);
  });
});
