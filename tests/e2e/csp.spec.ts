import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

// Issue 25 item 18: nothing on the main screens may trip the Content-Security-Policy (Zod's eval
// probe did on /diary, /workout and /support). Every violation the browser reports is collected.
const SCREENS = [
  "/",
  "/diary",
  "/scan",
  "/progress",
  "/progress-enhanced",
  "/workout",
  "/workout-enhanced",
  "/support",
  "/profile",
  "/premium",
  "/foods",
];

test("the main screens report no Content-Security-Policy violation once hydrated", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|unsafe-eval/i.test(message.text())) consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await startTracking(page);
  for (const path of SCREENS) {
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, path).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});
