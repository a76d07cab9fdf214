import { expect, test } from "@playwright/test";
import { signedInAtKiosk } from "./account-helpers";

test("at the gym kiosk a member signs in by code, sees the countdown, taps Done, and nothing of theirs is left", async ({
  page,
  playwright,
}) => {
  await signedInAtKiosk(page, playwright, "kiosk");
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
