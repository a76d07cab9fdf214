// Issue 44: a new history entry gets its state from ui/HistoryEntryScript.tsx in the document's head.
// Chromium stores an entry's page state, every form control included, on each history.replaceState:
// at the end of a long page that blocked a low-end phone for 150–250 ms, once before the first paint
// (Remix's scroll restoration) and again as hydration began (React Router's history). If either
// library comes to want another state, it writes it again and this test says so.
import { expect, test } from "@playwright/test";
import { BANANA, logViaApi, startTracking } from "./helpers";

type Call = { formControls: number; state: unknown };

test("a page's history entry is given its state once, before any form control is parsed", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: Call[] = [];
    (window as unknown as { __replaceCalls: Call[] }).__replaceCalls = calls;
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (this: History, ...args: Parameters<History["replaceState"]>) {
      calls.push({ formControls: document.querySelectorAll("input, select, textarea, button").length, state: args[0] });
      return replaceState.apply(this, args);
    };
  });
  await startTracking(page);
  await logViaApi(page, { foodId: BANANA, quantity: 120, mealType: "breakfast" });
  await page.goto("/diary");
  await expect(page.getByRole("status").first()).not.toHaveClass(/scripting:/);
  const calls = await page.evaluate(() => (window as unknown as { __replaceCalls: Call[] }).__replaceCalls);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.formControls).toBe(0);
  expect(calls[0]!.state).toEqual({ usr: null, key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 });
});

test("scroll positions still come back on Back after a client-side navigation", async ({ page }) => {
  await startTracking(page);
  for (const mealType of ["breakfast", "lunch", "dinner", "snack"]) await logViaApi(page, { foodId: BANANA, quantity: 100, mealType });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/diary");
  await expect(page.getByRole("status").first()).not.toHaveClass(/scripting:/);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => window.scrollY === 600);
  const key = await page.evaluate(() => (history.state as { key: string }).key);
  await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/diary$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  expect(await page.evaluate(() => (history.state as { key: string }).key)).toBe(key);
});
