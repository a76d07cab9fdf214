import { expect, test } from "@playwright/test";
import { expireKioskSessions, signedInAtKiosk } from "./account-helpers";

test("without JavaScript, the kiosk signs in by code and the server ends the session after the idle time", async ({ page, playwright }) => {
  const email = await signedInAtKiosk(page, playwright, "kiosk-nojs");
  await expect(page.getByText("Kiosk mode · signs out after 2 idle minutes")).toBeVisible();
  // Nothing else would take the member's page off the shared screen: it reloads itself just after
  // the idle sign-out (issue 37 item 8).
  const refresh = await page.locator('meta[http-equiv="refresh"]').getAttribute("content");
  expect(Number(refresh)).toBeGreaterThan(120);
  expect(Number(refresh)).toBeLessThanOrEqual(130);

  expireKioskSessions(email);
  await page.reload(); // what the refresh does once its seconds are up
  await expect(page).toHaveURL(/\/kiosk\?ended=idle$/);
  await expect(page.getByText("Signed out after 2 idle minutes.")).toBeVisible();
  await expect(page.getByText(/Kiosk mode/)).toHaveCount(0);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  // The screen stays a kiosk: Home and Sign in lead back to the kiosk sign-in, not to an ordinary session.
  await page.goto("/");
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(page.getByRole("button", { name: "Start tracking" })).toHaveCount(0);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(page.getByLabel("Your e-mail")).toBeVisible();
  // A member who tried the kiosk on their own phone can leave kiosk mode.
  await page.getByRole("button", { name: "Not a shared screen? Leave kiosk mode" }).click();
  await expect(page.getByRole("button", { name: "Start tracking" })).toBeVisible();
});
