// Packaged products from Open Food Facts (OPENFOODFACTS_API_URL): a barcode no food has yet is
// asked about once, within OPENFOODFACTS_TIMEOUT_MS; a product with energy per 100 g becomes a
// catalogue food (source "openfoodfacts"), so the next scan and every search find it without
// asking again. Any failure is "not found": the member adds the product from its label.
import { db } from "~/db.server";
import { env } from "~/env.server";
import { OPEN_FOOD_FACTS_FIELDS, productToFood, type OpenFoodFactsFood } from "./openfoodfacts";
import { OPEN_FOOD_FACTS_SOURCE } from "./openfoodfacts-source";

/** Open Food Facts asks every app to name itself. */
const USER_AGENT = `Fitplate/0.1 (nutrition tracker${env.APP_URL ? `; ${env.APP_URL}` : ""})`;
/** A product answer is a few kB; anything far larger is not one. */
const MAX_ANSWER_BYTES = 1_000_000;

/** The product with this barcode as a catalogue food, or null (off, no answer in time, an error, no product, no energy). */
export async function askOpenFoodFacts(barcode: string): Promise<OpenFoodFactsFood | null> {
  const base = env.OPENFOODFACTS_API_URL;
  if (base === "off") return null;
  const url = `${base.replace(/\/+$/, "")}/api/v2/product/${barcode}.json?fields=${OPEN_FOOD_FACTS_FIELDS}`;
  try {
    const response = await fetch(url, {
      headers: { "User-Agent": USER_AGENT, Accept: "application/json" },
      signal: AbortSignal.timeout(env.OPENFOODFACTS_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    if (Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) return null;
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return null;
    return productToFood(barcode, JSON.parse(text));
  } catch (error) {
    console.warn(`Open Food Facts: no answer for ${barcode} (${error instanceof Error ? error.message : "unknown error"}).`);
    return null;
  }
}

/**
 * Keeps the product as a catalogue food and answers its id. Stored once: when another scan stored
 * the same barcode first ("Food_catalogue_barcode_key"), that food is the answer.
 */
export async function keepOpenFoodFactsFood(food: OpenFoodFactsFood): Promise<number> {
  const { barcode, serving, ...values } = food;
  try {
    const created = await db.food.create({
      data: {
        ...values,
        barcode,
        category: "prepared",
        source: OPEN_FOOD_FACTS_SOURCE,
        ownerId: null,
        portions: { create: serving ? [{ position: 0, label: serving.label, grams: serving.grams }] : [] },
      },
      select: { id: true },
    });
    return created.id;
  } catch (error) {
    const stored = await db.food.findFirst({ where: { barcode, ownerId: null }, select: { id: true } });
    if (stored) return stored.id;
    throw error;
  }
}
