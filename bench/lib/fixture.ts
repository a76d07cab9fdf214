// Users made through Fitplate's JSON API, as a browser would: a guest session
// (POST /api/auth/guest) and a realistic day logged with POST /api/food-log.
import { cookieHeader, httpGet, postJson, withSetCookies } from "./http.ts";

export interface Guest {
  userId: number;
  /** Cookie request header carrying the session. */
  cookie: string;
}

export async function createGuest(origin: string): Promise<Guest> {
  const res = await postJson(`${origin}/api/auth/guest`, { timeZone: "UTC" });
  const cookie = cookieHeader(res);
  if (res.status !== 201 || !cookie.includes("__session=")) {
    throw new Error(
      `POST /api/auth/guest answered ${res.status}${cookie ? "" : " without a session cookie"}: ${res.body.toString("utf8").slice(0, 200)}`,
    );
  }
  const { user } = JSON.parse(res.body.toString("utf8")) as { user: { id: number } };
  return { userId: user.id, cookie };
}

/** Terms the bench searches for (whole words, two words, a prefix being typed, a typo). */
export const SEARCH_TERMS = ["banana", "chicken breast", "milk", "oats", "greek yog", "brocoli"];

/** The first result's id for a search term, as the signed-in `guest` sees it. */
export async function findFoodId(origin: string, guest: Guest, term: string): Promise<{ id: number; name: string }> {
  const res = await httpGet(`${origin}/api/foods?search=${encodeURIComponent(term)}`, { cookie: guest.cookie });
  if (res.status !== 200) throw new Error(`GET /api/foods?search=${term} answered ${res.status}`);
  const foods = JSON.parse(res.body.toString("utf8")) as { id: number; name: string }[];
  const first = foods[0];
  if (!first) throw new Error(`GET /api/foods?search=${term} found nothing (is the catalogue seeded?)`);
  return { id: first.id, name: first.name };
}

type MealType = "breakfast" | "lunch" | "dinner" | "snack";

/** Today: 12 entries over the 4 meals. Earlier days repeat some foods, so "frequent" differs from "recent". */
const TODAY: [MealType, string, number][] = [
  ["breakfast", "oats", 60],
  ["breakfast", "milk", 200],
  ["breakfast", "banana", 120],
  ["lunch", "chicken breast", 150],
  ["lunch", "brown rice", 180],
  ["lunch", "spinach", 60],
  ["dinner", "salmon", 140],
  ["dinner", "sweet potato", 200],
  ["dinner", "brocoli", 100],
  ["snack", "apple", 150],
  ["snack", "almonds", 30],
  ["snack", "greek yogurt", 170],
];
const EARLIER: [MealType, string, number][] = [
  ["breakfast", "oats", 60],
  ["breakfast", "banana", 120],
  ["breakfast", "milk", 200],
  ["lunch", "chicken breast", 150],
  ["snack", "apple", 150],
];

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export interface RealisticDay {
  guest: Guest;
  /** Entries logged today / on the two days before. */
  todayEntries: number;
  earlierEntries: number;
  /** Catalogue foods used (id → name), for other users to log too. */
  foods: Map<number, string>;
}

/** A guest (time zone UTC) with today's 12 entries over 4 meals and 10 more on the two previous days. */
export async function createRealisticDay(origin: string): Promise<RealisticDay> {
  const guest = await createGuest(origin);
  const foods = new Map<number, string>();
  const ids = new Map<string, number>();
  for (const term of new Set([...TODAY, ...EARLIER].map(([, term]) => term))) {
    const food = await findFoodId(origin, guest, term);
    ids.set(term, food.id);
    foods.set(food.id, food.name);
  }
  const log = async (mealType: MealType, term: string, quantity: number, date: string) => {
    const res = await postJson(`${origin}/api/food-log`, { foodId: ids.get(term), quantity, mealType, date }, { cookie: guest.cookie });
    if (res.status !== 201)
      throw new Error(`POST /api/food-log (${term}) answered ${res.status}: ${res.body.toString("utf8").slice(0, 200)}`);
  };
  let earlierEntries = 0;
  for (const daysAgo of [2, 1]) {
    for (const [mealType, term, quantity] of EARLIER) {
      await log(mealType, term, quantity, isoDay(daysAgo));
      earlierEntries += 1;
    }
  }
  for (const [mealType, term, quantity] of TODAY) await log(mealType, term, quantity, isoDay(0));
  return { guest, todayEntries: TODAY.length, earlierEntries, foods };
}

/** Issue 44: a busy diary day, 25 entries over the four meals, for another guest. */
export const BUSY_DAY_ENTRIES = 25;

/** A guest whose diary of two days ago holds BUSY_DAY_ENTRIES entries: answers the screen's path and the guest's cookie. */
export async function createBusyDay(origin: string): Promise<{ path: string; cookie: string }> {
  const guest = await createGuest(origin);
  const date = isoDay(2);
  const terms = [...new Set([...TODAY, ...EARLIER].map(([, term]) => term))];
  const ids = await Promise.all(terms.map(async (term) => (await findFoodId(origin, guest, term)).id));
  const mealTypes: MealType[] = ["breakfast", "lunch", "dinner", "snack"];
  for (let i = 0; i < BUSY_DAY_ENTRIES; i++) {
    const body = { foodId: ids[i % ids.length], quantity: 50 + 10 * (i % 7), mealType: mealTypes[i % 4], date };
    const res = await postJson(`${origin}/api/food-log`, body, { cookie: guest.cookie });
    if (res.status !== 201) throw new Error(`POST /api/food-log answered ${res.status}: ${res.body.toString("utf8").slice(0, 200)}`);
  }
  return { path: `/diary?date=${date}`, cookie: guest.cookie };
}

/** Checks a page shows what the bench set up (so a broken page is not measured as a fast one). */
/** GETs a signed-in page and checks it shows `mustContain`; answers its size and the Cookie header a browser would send next. */
export async function checkPage(
  origin: string,
  pathname: string,
  guest: Guest,
  mustContain: string[],
): Promise<{ bytes: number; cookie: string }> {
  const res = await httpGet(`${origin}${pathname}`, { cookie: guest.cookie });
  if (res.status !== 200) throw new Error(`GET ${pathname} (signed in) answered ${res.status}`);
  const html = res.body.toString("utf8");
  const missing = mustContain.filter((text) => !html.includes(text));
  if (missing.length) throw new Error(`GET ${pathname} (signed in) does not show: ${missing.join(", ")}`);
  return { bytes: res.body.length, cookie: withSetCookies(guest.cookie, res) };
}
