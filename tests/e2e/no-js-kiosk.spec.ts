import { expect, test } from "@playwright/test";
import { expireKioskSessions, mailedCode, registeredMember } from "./account-helpers";

test("without JavaScript, the kiosk signs in by code and the server ends the session after the idle time", async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = await registeredMember(api, "kiosk-nojs");
  await api.dispose();

  await page.goto("/kiosk");
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  // the new code exists once the code step shows (read it after, not before)
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  await expect(page.getByText("Kiosk mode · signs out after 2 idle minutes")).toBeVisible();

  expireKioskSessions(email);
  await page.goto("/diary");
  await expect(page).toHaveURL(/\/kiosk\?ended=idle$/);
  await expect(page.getByText("Signed out after 2 idle minutes.")).toBeVisible();
  await expect(page.getByText(/Kiosk mode/)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start tracking" })).toBeVisible();
  await expect(page.getByText(/Kiosk mode/)).toHaveCount(0);
});
