import { expect, test, type Page } from "@playwright/test";
import { mailedCode, registeredMember, uniqueEmail } from "./account-helpers";

// Issue 25 item 3: Profile → a code to the new address → the sign-in e-mail switches, with
// JavaScript and without it (the same server forms).
async function changeEmail(page: Page, tag: string) {
  const old = await registeredMember(page.request, tag);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Change it with a code" }).click();
  await expect(page.getByText(`You sign in with ${old}.`)).toBeVisible();
  const next = uniqueEmail(`${tag}-new`);
  await page.getByLabel("New e-mail").fill(next);
  await page.getByRole("button", { name: "Send a code to the new address" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${next}`)).toBeVisible();
  const code = await mailedCode(next);
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Verification Failed: Invalid OTP code. Please try again.");
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`Signed in as ${next}`)).toBeVisible();
}

test("a member changes the sign-in e-mail with a code sent to the new address", async ({ page }) => {
  await changeEmail(page, "change");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same journey works as plain forms", async ({ page }) => {
    await changeEmail(page, "change-nojs");
  });
});
