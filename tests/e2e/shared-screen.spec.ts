import { expect, test } from "@playwright/test";
import { mailedCode, registeredMember } from "./account-helpers";

test("at the gym kiosk a member signs in by code, sees the countdown, taps Done, and nothing of theirs is left", async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = await registeredMember(api, "kiosk");
  await api.dispose();

  await page.goto("/kiosk");
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  // the new code exists once the code step shows (read it after, not before)
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  const bar = page.getByRole("status").filter({ hasText: "Kiosk mode" });
  await expect(bar).toContainText(/signs out in 1:5\d|signs out in 2:00/);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "__session");
  expect(session?.expires).toBe(-1); // a browser-session cookie

  await bar.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Signed out. See you next time!")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toHaveCount(0);
  expect((await page.request.get("/api/session")).status()).toBe(401);
});
