import { expect, test } from "@playwright/test";
import { expireKioskSessions, signedInAtKiosk } from "./account-helpers";

test("without JavaScript, the kiosk signs in by code and the server ends the session after the idle time", async ({ page, playwright }) => {
  const email = await signedInAtKiosk(page, playwright, "kiosk-nojs");
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
