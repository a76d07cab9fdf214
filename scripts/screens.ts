// Screenshots of the main screens as a person sees them: phone (360 px) and both kiosk
// orientations, with and without JavaScript (Home, Diary, /foods, /support by default). Usage: `npx tsx scripts/screens.ts [out-dir] [base-url] [--workout|--progress|--scan|--pages|--kiosk|--integrations|--planner]`
// (out-dir: .cache/screens, git-ignored: the sets are made on demand, not committed; docs/screenshots.md)
// against a running server (`npm start`); `--workout` shoots /workout and /workout-enhanced mid-session
// instead; `--progress` shoots /progress, /progress-enhanced, /profile, /weight, /check-in and /measurements after two weeks of meals and weigh-ins (with
// DATABASE_URL set to the server's database the account is made premium, so the full reports show);
// `--scan` shoots the scanner: a photo's result (the server needs a model: `npm run standin:openai`
// and OPENAI_BASE_URL), the barcode lookup (premium with DATABASE_URL), the manual search and
// /scan-enhanced; `--pages` shoots the hub, the colors, Terms, Privacy, /premium, /onboarding and
// /registration instead of the default four; `--offline` shoots Home with two foods logged offline
// (Pending; JavaScript only) and the offline page (needs `npm run build`'s service worker); `--billing` shoots billing (needs
// DATABASE_URL; the server needs STRIPE_SECRET_KEY, and STRIPE_PUBLISHABLE_KEY for the card forms): /premium, the pass's /checkout
// and /subscribe for a new member, the profile and /checkout with a pass, a subscriber's profile, its
// cancel confirmation and /checkout for another plan, then the profile and /premium once cancelled;
// `--deployment` shoots /deployment-wizard (two steps
// done, the Commands tab), /deployment-status and /deploy (one step done); `--dashboard` shoots /advanced-dashboard's tabs after two
// weeks of meals, water, an Apple Health import, a meal plan and (with DATABASE_URL: premium, and steps
// and sleep as an import would bring them) health records; `--kiosk` shoots /scan as it opens and /kiosk with no session (its
// start screen, after an idle sign-out, and the code step); `--integrations` shoots /integrations (all,
// then smart scales) after an Apple Health export of 40 records was imported through its form;
// `--planner` shoots /ai-meal-planner's three tabs after a plan was generated; `--form` shoots /form-analysis with
// three saved results (one opened), and with JavaScript the real pose model's answer to a recording of the
// fake camera (no person); `--label` shoots /ar-nutrition-scanner as it opens and with a label read (the
// camera is Chromium's fake one showing a rendered label, with JavaScript; an uploaded photo without).
// Debian's Chromium, as in the browser tests.
import { mkdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { PLANNER_TABS } from "../app/modules/planner/intents";
import { analyzeForm } from "../app/modules/exercise-form/analyze";
import { pushUpFrames, squatFrames } from "../app/modules/exercise-form/synthetic";
import { writeAppleHealthXml } from "../tests/helpers/apple-health-export";
import { writeY4m } from "../tests/helpers/fake-camera";
import { GRANOLA, labelPhoto, labelPng, usLabelSvg } from "../tests/helpers/nutrition-label";

const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const workout = process.argv.includes("--workout");
const progress = process.argv.includes("--progress");
const scan = process.argv.includes("--scan");
const pages = process.argv.includes("--pages");
const offline = process.argv.includes("--offline");
const billing = process.argv.includes("--billing");
const deployment = process.argv.includes("--deployment");
const dashboard = process.argv.includes("--dashboard");
const kiosk = process.argv.includes("--kiosk");
const integrations = process.argv.includes("--integrations");
const planner = process.argv.includes("--planner");
const form = process.argv.includes("--form");
const label = process.argv.includes("--label");
const outDir = args[0] ?? ".cache/screens";
const baseURL = args[1] ?? "http://127.0.0.1:3000";

// A full-page shot draws the whole page at once: the cards that wait for the viewport
// (content-visibility: auto, Card belowTheFold) would come out as empty boxes.
const SHOW_ALL = ".below-fold { content-visibility: visible !important; }";

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

const DEPLOYMENT_PAGES = [
  ["deployment-wizard", "/deployment-wizard?step=bubblewrap-build&tab=commands"],
  ["deployment-status", "/deployment-status"],
  ["deploy", "/deploy"],
] as const;

const DASHBOARD_SCREENS = [
  ["advanced-dashboard", "/advanced-dashboard"],
  ["advanced-dashboard-ai", "/advanced-dashboard?tab=ai-features"],
  ["advanced-dashboard-integrations", "/advanced-dashboard?tab=integrations"],
  ["advanced-dashboard-activities", "/advanced-dashboard?tab=activities"],
  ["advanced-dashboard-advanced", "/advanced-dashboard?tab=advanced"],
] as const;

const INTEGRATION_SCREENS = [
  ["integrations", "/integrations"],
  ["integrations-scales", "/integrations?category=smart_scale"],
] as const;

const PLANNER_SCREENS = PLANNER_TABS.map((tab) => [`ai-meal-planner-${tab}`, `/ai-meal-planner?tab=${tab}`] as const);

/** An Apple Health export.xml of 40 records, uploaded through /integrations' own form door. */
async function importAppleHealth(api: Api) {
  const xml = await readFile(await writeAppleHealthXml(40));
  const response = await api.post("/integrations/import?format=apple-health", {
    multipart: { file: { name: "export.xml", mimeType: "text/xml", buffer: xml } },
  });
  if (!response.ok()) throw new Error(`import: ${response.status()}`);
}

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
    // Weigh-ins most mornings, drifting down with a day's water on top, so the trend and the check-in have data.
    if (back > 0 && back % 4 !== 0)
      await api.post("/api/weights", { data: { date: iso, kg: Math.round((70 + back * 0.06 + Math.sin(back) * 0.4) * 10) / 10 } });
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

/** With DATABASE_URL set to the server's database, the account gets the premium tier (and `more`). */
async function makePremium(id: number, more: Record<string, unknown> = {}) {
  if (!process.env.DATABASE_URL) return;
  const { createDb } = await import("../app/db.server");
  const db = await createDb(process.env.DATABASE_URL);
  await db.user.update({ where: { id }, data: { tier: "premium", ...more } });
  await db.$disconnect();
}

/**
 * The billing states shot: a member with nothing yet, one with a Premium pass for 20 more days, and
 * one subscribed to Premium monthly, renewing in 20 days or (`ending`) ending then.
 */
type BillingState = "member" | "pass" | "renewing" | "ending";
const inTwentyDays = () => new Date(Date.now() + 20 * 86_400_000);
const billingState = (id: number, state: BillingState) =>
  makePremium(id, {
    isGuest: false,
    email: `sam-${id}@example.com`,
    tier: state === "renewing" || state === "ending" ? "premium" : "free",
    stripeSubscriptionId: state === "renewing" || state === "ending" ? `sub_screens_${id}` : null,
    subscriptionStatus: state === "renewing" || state === "ending" ? "active" : null,
    subscriptionPlan: state === "renewing" || state === "ending" ? "premium" : null,
    subscriptionInterval: state === "renewing" || state === "ending" ? "month" : null,
    currentPeriodEnd: state === "renewing" || state === "ending" ? inTwentyDays() : null,
    cancelAtPeriodEnd: state === "ending",
    passPlan: state === "pass" ? "premium" : null,
    passEndsAt: state === "pass" ? inTwentyDays() : null,
  });

const BILLING_STATES: readonly (readonly [BillingState, readonly (readonly [string, string])[]])[] = [
  [
    "member",
    [
      ["billing-premium", "/premium"],
      ["billing-checkout-pass", "/checkout?plan=premium"],
      ["billing-subscribe", "/subscribe?plan=elite"],
    ],
  ],
  [
    "pass",
    [
      ["billing-profile-pass", "/profile"],
      ["billing-checkout-extend", "/checkout?plan=premium"],
    ],
  ],
  [
    "renewing",
    [
      ["billing-profile", "/profile"],
      ["billing-confirm-cancel", "/profile?billing=cancel"],
      ["billing-checkout-change", "/checkout?plan=elite"],
    ],
  ],
  [
    "ending",
    [
      ["billing-profile-ending", "/profile"],
      ["billing-premium-ending", "/premium"],
    ],
  ],
];
/** Water today, and (with DATABASE_URL) two weeks of steps and sleep from "Apple Health", as the importer writes them. */
async function healthDays(api: Api) {
  for (let glass = 0; glass < 3; glass++) await api.post("/api/water", { data: { amountMl: 500 } });
  if (!process.env.DATABASE_URL) return;
  const session = (await (await api.get("/api/session")).json()) as { user: { id: number; today: string } };
  const { createDb } = await import("../app/db.server");
  const db = await createDb(process.env.DATABASE_URL);
  const data = Array.from({ length: 14 }, (_, back) => {
    const date = new Date(`${session.user.today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - back);
    const day = date.toISOString().slice(0, 10);
    const common = { userId: session.user.id, day, startAt: date, source: "Apple Health" };
    return [
      { ...common, kind: "steps", value: 6000 + ((back * 1379) % 6000), dedupeKey: `screens:steps:${day}` },
      { ...common, kind: "sleep_minutes", value: 380 + ((back * 37) % 100), dedupeKey: `screens:sleep:${day}` },
    ];
  }).flat();
  await db.healthRecord.createMany({ data });
  await db.$disconnect();
}

/** Takes `<screen>-<size>[-nojs].png` of the page as it is (phone full-page). */
const shooter = (page: Page, size: (typeof sizes)[number], javaScriptEnabled: boolean) => (screen: string) =>
  page.screenshot({
    style: SHOW_ALL,
    path: path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`),
    fullPage: size.name === "phone",
  });

// The scanner's screens: a photo analyzed and its result (with corrections and the voice card),
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
    const shot = shooter(page, size, javaScriptEnabled);
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

// The label scanner as it opens, then with the granola label read: with JavaScript by the fake
// camera (the AR overlay on the live view), without by an uploaded photo read on the server.
async function labelScreens(page: Page, javaScriptEnabled: boolean) {
  const photo = await labelPhoto(usLabelSvg(GRANOLA));
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = shooter(page, size, javaScriptEnabled);
    await page.goto("/ar-nutrition-scanner");
    await page.waitForLoadState("networkidle");
    await shot("label-scanner");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Start Camera" }).click();
      await page.getByRole("button", { name: "Scan Label" }).click();
      await page.getByTestId("ar-calories").waitFor({ timeout: 120_000 });
      await page.getByTestId("toast").waitFor({ state: "detached", timeout: 10_000 });
    } else {
      await page.getByLabel("A photo of the label").setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByRole("button", { name: "Read label" }).click();
      await page.getByTestId("label-result").waitFor({ timeout: 120_000 });
    }
    await shot("label-scanner-result");
  }
}

/** Each screen at each size, phone full-page: `<screen>-<size>[-nojs].png`. */
async function shootScreens(
  context: Awaited<ReturnType<Browser["newContext"]>>,
  screens: readonly (readonly [string, string])[],
  javaScriptEnabled: boolean,
) {
  const page = await context.newPage();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [screen, url] of screens) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
      await page.screenshot({ style: SHOW_ALL, path: file, fullPage: size.name === "phone" });
    }
  }
}

/** Three saved form analyses (a good squat, a shallow one, push-ups with sagging hips), then /form-analysis with the newest opened. */
async function formScreens(context: Awaited<ReturnType<Browser["newContext"]>>, javaScriptEnabled: boolean) {
  for (const [exercise, frames] of [
    ["squat", squatFrames()],
    ["squat", squatFrames({ bottomKneeAngle: 125 })],
    ["push-up", pushUpFrames({ hipSag: 0.12 })],
  ] as const) {
    const outcome = analyzeForm(exercise, frames);
    if (outcome.kind === "result") await context.request.post("/api/form-analyses", { data: { ...outcome.result, source: "camera" } });
  }
  const page = await context.newPage();
  const suffix = javaScriptEnabled ? "" : "-nojs";
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/form-analysis");
    await page.waitForLoadState("networkidle");
    await page.getByTestId("saved-analysis").first().locator("summary").click();
    await page.screenshot({
      style: SHOW_ALL,
      path: path.join(outDir, `form-analysis-${size.name}${suffix}.png`),
      fullPage: size.name === "phone",
    });
    if (!javaScriptEnabled) continue;
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: "Start Recording" }).click();
    await page.waitForTimeout(3000);
    await page.getByRole("button", { name: "Stop Recording" }).click();
    await page.getByRole("button", { name: "Analyze Form" }).click();
    await page.locator('[data-stage="frames"]').waitFor({ timeout: 120_000 });
    await page.screenshot({ style: SHOW_ALL, path: path.join(outDir, `form-analysis-analyzing-${size.name}.png`) });
    await page.getByTestId("form-outcome").waitFor({ timeout: 180_000 });
    await page.screenshot({
      style: SHOW_ALL,
      path: path.join(outDir, `form-analysis-no-person-${size.name}.png`),
      fullPage: size.name === "phone",
    });
  }
}

async function shoot(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const api = context.request;
  await api.post("/api/auth/guest", { data: {} });
  if (form) {
    await formScreens(context, javaScriptEnabled);
    await context.close();
    return;
  }
  if (integrations || planner) {
    if (integrations) await importAppleHealth(api);
    else {
      const response = await api.post("/api/ai/generate-meal-plan", { data: {} });
      if (!response.ok()) throw new Error(`generate-meal-plan: ${response.status()}`);
    }
    await shootScreens(context, integrations ? INTEGRATION_SCREENS : PLANNER_SCREENS, javaScriptEnabled);
    await context.close();
    return;
  }
  if (progress || dashboard) {
    await progressDays(api);
    if (dashboard) {
      await healthDays(api);
      // A connection (Apple Health, by its import) and a week's plan for the planner's accuracy.
      await importAppleHealth(api);
      const plan = await api.post("/api/ai/generate-meal-plan", { data: {} });
      if (!plan.ok()) throw new Error(`generate-meal-plan: ${plan.status()}`);
    }
    const screens = dashboard
      ? DASHBOARD_SCREENS
      : (["progress", "progress-enhanced", "profile", "weight", "check-in", "measurements"] as const).map(
          (screen) => [screen, `/${screen}`] as const,
        );
    await shootScreens(context, screens, javaScriptEnabled);
    await context.close();
    return;
  }
  if (billing) {
    const { id } = ((await (await api.get("/api/session")).json()) as { user: { id: number } }).user;
    const page = await context.newPage();
    // js.stripe.com is not reachable here: the card forms get the browser tests' fake Stripe.js, which draws a card field.
    const fakeStripe = await readFile(new URL("../tests/e2e/fixtures/fake-stripe.js", import.meta.url), "utf8");
    await page.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "application/javascript", body: fakeStripe }));
    for (const [state, screens] of BILLING_STATES) {
      await billingState(id, state);
      for (const size of sizes) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const [screen, url] of screens) {
          await page.goto(url);
          await page.waitForLoadState("networkidle");
          const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
          await page.screenshot({ style: SHOW_ALL, path: file, fullPage: size.name === "phone" });
        }
      }
    }
    await context.close();
    return;
  }
  if (label) {
    await labelScreens(await context.newPage(), javaScriptEnabled);
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
        await page.screenshot({ style: SHOW_ALL, path: file, fullPage: size.name === "phone" });
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
  if (deployment) {
    for (const stepId of ["developer-account", "production-server"])
      await api.post("/deployment-wizard", { form: { intent: "complete-step", stepId } });
    await api.post("/deploy", { form: { intent: "complete-step", stepId: "build-bundle" } });
  }
  const page = await context.newPage();
  if (offline) {
    await offlineScreens(page, javaScriptEnabled);
    await context.close();
    return;
  }
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const screens = pages ? OTHER_PAGES : deployment ? DEPLOYMENT_PAGES : kiosk ? ([["scan", "/scan"]] as const) : MAIN_SCREENS;
    for (const [screen, url] of screens) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const file = path.join(outDir, `${screen}-${size.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
      await page.screenshot({ style: SHOW_ALL, path: file, fullPage: size.name === "phone" });
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
      await page.screenshot({ style: SHOW_ALL, path: file, fullPage: size.name === "phone" });
    }
  }
  await context.close();
}

// Home with two "log again" taps made offline (Pending), sent again before the next size; the
// offline page a navigation gets without a connection (the same file without JavaScript).
async function offlineScreens(page: Page, javaScriptEnabled: boolean) {
  const suffix = javaScriptEnabled ? "" : "-nojs";
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (javaScriptEnabled) {
      await page.goto("/");
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.context().setOffline(true);
      const logAgain = page.getByRole("button", { name: /^Log .+ again$/ });
      for (const row of [0, 1]) await logAgain.nth(row).click();
      await page.getByTestId("pending-log").nth(1).waitFor();
      await page.screenshot({ style: SHOW_ALL, path: path.join(outDir, `home-offline-${size.name}.png`), fullPage: size.name === "phone" });
      await page.goto("/diary").catch(() => undefined);
      await page.getByRole("heading", { name: "You are offline" }).waitFor();
      await page.context().setOffline(false);
    } else {
      await page.goto("/offline.html");
    }
    await page.screenshot({ style: SHOW_ALL, path: path.join(outDir, `offline-page-${size.name}${suffix}.png`) });
  }
}

mkdirSync(outDir, { recursive: true });
// --label: the camera is Chromium's fake one, showing a rendered nutrition label.
const camera = path.join(outDir, ".label-camera.y4m");
if (label) await writeY4m(camera, await labelPng(usLabelSvg(GRANOLA), 2));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // --form records Chromium's fake camera (its test pattern), --label plays a rendered label; both granted without a prompt.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    ...(form ? ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] : []),
    ...(label
      ? ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${camera}`]
      : []),
  ],
});
try {
  await shoot(browser, true);
  await shoot(browser, false);
} finally {
  await browser.close();
  if (label) rmSync(camera, { force: true });
}
console.log(`Screenshots in ${outDir}`);
