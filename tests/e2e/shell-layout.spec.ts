import { expect, test, type Page } from "@playwright/test";
import { startTracking } from "./helpers";

// Issue 25 item 15: every screen at 360 px with the longest things a member can have, and the
// kiosk sizes' type and targets. In the phone project at 360 px; the kiosk checks in the kiosk project.

const SCREENS = [
  "/",
  "/diary",
  "/scan",
  "/scan?method=manual&q=supercalifragilistic",
  "/foods",
  "/progress",
  "/progress-enhanced",
  "/workout",
  "/workout-enhanced",
  "/profile",
  "/premium",
  "/support",
  "/onboarding",
];

/** A 40-character username, a food whose name has a 40-letter word, 5,000 g of it (22,500 kcal), and a workout set with records. */
async function longestMember(page: Page) {
  const user = await startTracking(page);
  const profile = await page.request.put(`/api/user/${user.id}`, { data: { username: "a_username_of_forty_characters_exactly_x" } });
  expect(profile.status()).toBe(200);
  const food = await page.request.post("/api/foods", {
    data: {
      name: "Supercalifragilisticexpialidociouscrunch granola with roasted hazelnuts",
      category: "snacks",
      caloriesPer100g: 450,
      proteinPer100g: 10,
      carbsPer100g: 60,
      fatPer100g: 20,
    },
  });
  expect(food.status()).toBe(201);
  const foodId = ((await food.json()) as { id: number }).id;
  expect((await page.request.post("/api/food-log", { data: { foodId, quantity: 5000, mealType: "breakfast" } })).status()).toBe(201);
  const workout = await page.request.post("/api/workout-sessions", {
    data: {
      exercises: [
        {
          exerciseId: 44,
          targetSets: 3,
          sets: [
            { reps: 8, weight: 62.5 },
            { reps: 8, weight: 62.5 },
          ],
        },
      ],
    },
  });
  expect(workout.status()).toBe(201);
}

/**
 * Elements sticking out of their parent (left or right), or whose own content (a long word) runs
 * past their edge, outside any box that scrolls or clips on purpose.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== "visible" || style.clipPath !== "none" || style.clip !== "auto";
    };
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const parent = el.parentElement;
      if (!parent || el.closest("svg, .sr-only, [hidden], details:not([open]) > :not(summary)")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).position === "fixed") continue;
      let clipped = false;
      for (let up: Element | null = parent; up && up !== document.body; up = up.parentElement) if (clips(up)) clipped = true;
      if (clipped) continue;
      const outer = parent.getBoundingClientRect();
      const spills = !clips(el) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      if (spills || box.right > outer.right + 1 || box.left < outer.left - 1) {
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      }
    }
    return out;
  });
}

const fontSizes = (page: Page) =>
  page
    .getByTestId("chart-labels")
    .locator("span")
    .evaluateAll((spans) => spans.map((span) => parseFloat(getComputedStyle(span).fontSize)));

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("no screen has an element wider than its container, with the longest name, food and figures", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "a phone size");
    await longestMember(page);
    for (const path of SCREENS) {
      await page.goto(path);
      expect(await overflowing(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.goto("/profile");
    await expect(page.getByText("a_username_of_forty_characters_exactly_x")).toBeVisible();
    await page.goto("/progress");
    const sizes = await fontSizes(page);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
  });
});

for (const viewport of [
  { width: 1080, height: 1920 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} kiosk`, () => {
    test.use({ viewport });

    test("chart labels are at least 16 px and Compare links at least 64 px tall", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "kiosk", "a kiosk size");
      await startTracking(page);
      await page.goto("/progress");
      const sizes = await fontSizes(page);
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(16);
      await page.goto("/premium");
      const compare = page.getByRole("link", { name: "Compare" });
      expect(await compare.count()).toBeGreaterThan(0);
      for (const link of await compare.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(64);
    });
  });
}
