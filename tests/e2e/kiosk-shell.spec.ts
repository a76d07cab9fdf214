import { expect, test } from "@playwright/test";
import { signedInAtKiosk } from "./account-helpers";
import { BANANA, logViaApi, startTracking } from "./helpers";

test("after 2 idle minutes the kiosk signs the member out on the server and shows a clean start screen", async ({ page, playwright }) => {
  await page.clock.install();
  await signedInAtKiosk(page, playwright, "kiosk-idle");
  // The installed clock runs on from hydration: on a busy machine the first look can come after 2:00 ticked.
  await expect(page.getByText(/^Kiosk mode · signs out in (2:00|1:[45]\d)$/)).toBeVisible();

  await page.clock.runFor("02:01");
  await expect(page).toHaveURL(/\/kiosk\?ended=idle$/);
  await expect(page.getByText("Signed out after 2 idle minutes.")).toBeVisible();
  await expect(page.getByText(/Kiosk mode/)).toHaveCount(0);
  await expect(page.getByLabel("Your e-mail")).toBeVisible();
  expect((await page.request.get("/api/session")).status()).toBe(401);
});

// Kiosk-sized screens (read at arm's length, touched): type ≥ 20 px, targets ≥ 64 px, nothing under the nav.
for (const viewport of [
  { width: 1080, height: 1920 },
  { width: 1920, height: 1080 },
]) {
  test(`kiosk ${viewport.width}×${viewport.height}: large type and targets, nothing hidden under the bottom nav`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startTracking(page);
    await logViaApi(page, { foodId: BANANA, quantity: 100, mealType: "snack" });
    for (const url of ["/", "/diary", "/foods"]) {
      await page.goto(url);
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize)), url).toBeGreaterThanOrEqual(20);
      // Secondary text too (text-sm, text-xs): at least 18 px (issue 37 item 10).
      const smallText = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main *, nav *"))
          .filter(
            (el) =>
              (el as HTMLElement).offsetParent !== null && Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim()),
          )
          .map((el) => ({ text: el.textContent!.trim().slice(0, 40), size: parseFloat(getComputedStyle(el).fontSize) }))
          .filter((item) => item.size < 18),
      );
      expect(smallText, url).toEqual([]);
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main button, main a, main input, main select, nav a, summary"))
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          // A radio or checkbox inside its label is tapped anywhere on the label: that is its target.
          .map((el) => {
            const toggle = el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox");
            const target = (toggle && el.closest("label")) || el;
            return { el: el.outerHTML.slice(0, 80), height: target.getBoundingClientRect().height };
          })
          .filter((target) => target.height < 64),
      );
      expect(small, url).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const navTop = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!.y;
      const lastBottom = await page.evaluate(() => {
        const main = document.querySelector("main")!;
        const last = main.lastElementChild!.getBoundingClientRect();
        return last.bottom;
      });
      expect(lastBottom, url).toBeLessThanOrEqual(navTop);
    }
  });
}
