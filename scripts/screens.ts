// Screenshots of the main screens as a person sees them: phone (360 px) and both kiosk
// orientations, with and without JavaScript (Home, Diary, /foods, /support by default). Usage: `npx tsx scripts/screens.ts <out-dir> [base-url] [--workout|--progress|--scan|--pages|--kiosk]`
// against a running server (`npm start`); `--workout` shoots /workout and /workout-enhanced mid-session
// instead; `--progress` shoots /progress, /progress-enhanced and /profile after two weeks of meals (with
// DATABASE_URL set to the server's database the account is made premium, so the full reports show);
// `--scan` shoots the scanner: a photo's result (the server needs a model: `npm run standin:openai`
// and OPENAI_BASE_URL), the barcode lookup (premium with DATABASE_URL), the manual search and
// /scan-enhanced; `--pages` shoots the hub, the colours, Terms, Privacy, /premium, /onboarding and
// /registration instead of the default four; `--kiosk` shoots /scan as it opens and /kiosk with no session (its
// start screen, after an idle sign-out, and the code step). Debian's Chromium, as in the browser tests.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";

const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const workout = process.argv.includes("--workout");
const progress = process.argv.includes("--progress");
const scan = process.argv.includes("--scan");
const pages = process.argv.includes("--pages");
const kiosk = process.argv.includes("--kiosk");
const outDir = args[0] ?? "docs/screens";
const baseURL = args[1] ?? "http://127.0.0.1:3000";

const sizes = [
  { name: "phone", width: 360, height: 780 },
  { name: "kiosk-portrait", width: 1080, height: 1920 },
  { name: "kiosk-landscape", width: 1920, height: 1080 },
];

// A day with a long USDA name, a few meals and a custom food, so every section has content.
const day = [
  { foodId: 9016, quantity: 240, mealType: "breakfast" },
  { foodId: 9040, quantity: 118, mealType: "breakfast" },
  { foodId: 20045, quantity: 180, mealType: "lunch" },
  { foodId: 5064, quantity: 150, mealType: "dinner" },
];

const MAIN_SCREENS = [
  ["home", "/?q=apple+juice"],
  ["diary", "/diary"],
  ["foods", "/foods"],
  ["support", "/support"],
] as const;
const OTHER_PAGES = [
  ["navigation", "/navigation"],
  ["colors", "/colors"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
  ["premium", "/premium"],
  ["onboarding", "/onboarding"],
  ["registration", "/registration"],
] as const;

// The kiosk's screens as the next visitor sees them: no session in the browser.
const KIOSK_PAGES = [
  ["kiosk", "/kiosk"],
  ["kiosk-ended", "/kiosk?ended=idle"],
  ["kiosk-code", "/kiosk?step=code&email=visitor%40example.com"],
] as const;

type Api = Awaited<ReturnType<Browser["newContext"]>>["request"];

// Last week's session (history, previous sets, records), then today's: two exercises planned, sets
// logged on the screen's own form, the rest countdown running.
async function workoutDay(api: Api) {
  const lastWeek = await api.post("/api/workout-sessions", {
    data: {
      startTime: new Date(Date.now() - 50 * 60_000).toISOString(),
      exercises: [
        {
          exerciseId: 44,
          sets: [
            { weight: 80, reps: 5 },
            { weight: 80, reps: 5 },
            { weight: 80, reps: 4 },
          ],
        },
        {
          exerciseId: 80,
          sets: [
            { weight: 60, reps: 8 },
            { weight: 60, reps: 8 },
          ],
        },
      ],
    },
  });
  if (!lastWeek.ok()) throw new Error(`workout-sessions: ${lastWeek.status()}`);
  await api.post("/api/workout-sessions/complete", { data: {} });
  const today = await api.post("/api/workout-sessions", {
    data: {
      startTime: new Date(Date.now() - 17 * 60_000).toISOString(),
      exercises: [
        { exerciseId: 44, targetSets: 3, targetReps: 5, targetWeight: 82.5 },
        { exerciseId: 80, targetSets: 3, targetReps: 8, targetWeight: 60 },
        { exerciseId: 45 },
      ],
    },
  });
  const first = ((await today.json()) as { exercises: { id: number }[] }).exercises[0]!.id;
  for (const [weight, reps] of [
    ["82.5", "5"],
    ["85", "3"],
  ] as const) {
    await api.post("/workout", { form: { intent: "log-set", workoutExerciseId: String(first), weight, reps } });
  }
}

// Ten of the last fourteen days logged, a filled-in profile, and (with DATABASE_URL) the premium tier.
async function progressDays(api: Api) {
  const session = (await (await api.get("/api/session")).json()) as { user: { id: number; today: string } };
  const { id, today } = session.user;
  for (let back = 0; back < 14; back++) {
    if ([2, 6, 7, 11].includes(back)) continue;
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - back);
    const iso = date.toISOString().slice(0, 10);
    for (const entry of day.slice(0, 2 + (back % 3)))
      await api.post("/api/food-log", { data: { ...entry, quantity: entry.quantity * 2, date: iso } });
  }
  await api.put(`/api/user/${id}`, {
    data: {
      username: `sam-${id}`,
      age: 34,
      height: 172,
      weight: 70,
      activityLevel: "moderate",
      goal: "lose",
      dietaryRestrictions: ["Vegetarian", "Gluten-Free"],
    },
  });
  await makePremium(id);
}

/** With DATABASE_URL set to the server's database, the account gets the premium tier. */
async function makePremium(id: number) {
  if (!process.env.DATABASE_URL) return;
  const { createDb } = await import("../app/db.server");
  const db = await createDb(process.env.DATABASE_URL);
  await db.user.update({ where: { id }, data: { tier: "premium" } });
  await db.$disconnect();
}

// The scanner's screens: a photo analysed and its result (with corrections and the voice card),
// the barcode lookup, the manual search and the enhanced screen.
async function scanScreens(
  api: Api,
  page: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["newPage"]>>,
  javaScriptEnabled: boolean,
) {
  const session = (await (await api.get("/api/session")).json()) as { user: { id: number } };
  await makePremium(session.user.id);
  const { default: sharp } = await import("sharp");
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 210, g: 190, b: 160 } } })
    .jpeg()
    .toBuffer();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (screen: string) =>
      page.screenshot({
        path: path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`),
        fullPage: size.name === "phone",
      });
    await page.goto("/scan");
    await page.setInputFiles("#meal-photo", { name: "plate.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Analyze with AI" }).click();
    await page.waitForSelector("#scan-result", { timeout: 30_000 });
    await shot("scan-result");
    for (const [screen, url] of [
      ["scan-barcode", "/scan?method=barcode"],
      ["scan-manual", "/scan?method=manual&q=apple"],
      ["scan-enhanced", "/scan-enhanced"],
    ] as const) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await shot(screen);
    }
  }
}

async function shoot(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const api = context.request;
  await api.post("/api/auth/guest", { data: {} });
  if (progress) {
    await progressDays(api);
    const page = await context.newPage();
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of ["progress", "progress-enhanced", "profile"]) {
        await page.goto(`/${screen}`);
        await page.waitForLoadState("networkidle");
        const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
        await page.screenshot({ path: file, fullPage: size.name === "phone" });
      }
    }
    await context.close();
    return;
  }
  if (scan) {
    await scanScreens(api, await context.newPage(), javaScriptEnabled);
    await context.close();
    return;
  }
  if (workout) {
    await workoutDay(api);
    const page = await context.newPage();
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of ["workout", "workout-enhanced"]) {
        await page.goto(`/${screen}`);
        await page.waitForLoadState("networkidle");
        const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
        await page.screenshot({ path: file, fullPage: size.name === "phone" });
      }
    }
    await context.close();
    return;
  }
  for (const entry of day) await api.post("/api/food-log", { data: entry });
  await api.post("/api/foods", {
    data: {
      name: "Grandma's oat and raisin cookies",
      category: "snacks",
      caloriesPer100g: 450,
      proteinPer100g: 6,
      carbsPer100g: 65,
      fatPer100g: 18,
    },
  });
  await api.post("/api/support/ticket", { data: { message: "How do I log a food I made myself?" } });
  const page = await context.newPage();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [screen, url] of pages ? OTHER_PAGES : kiosk ? [["scan", "/scan"] as const] : MAIN_SCREENS) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
      await page.screenshot({ path: file, fullPage: size.name === "phone" });
    }
  }
  await context.close();
  if (kiosk) await shootKiosk(browser, javaScriptEnabled);
}

async function shootKiosk(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [screen, url] of KIOSK_PAGES) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
      await page.screenshot({ path: file, fullPage: size.name === "phone" });
    }
  }
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  await shoot(browser, true);
  await shoot(browser, false);
} finally {
  await browser.close();
}
console.log(`Screenshots in ${outDir}`);
