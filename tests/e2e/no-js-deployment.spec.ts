import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

// Issue 26, item 4: the deployment wizard without JavaScript: jump to a step, open a tab, Mark as
// Complete (kept on the server, irreversible), Next Step; /deploy's first step; the status checks.
test("without JavaScript, the wizard's steps are completed, kept, and moved on from", async ({ page }) => {
  await startTracking(page);
  await page.goto("/deployment-wizard");
  await expect(page.getByRole("heading", { level: 1, name: "Deployment Wizard" })).toBeVisible();
  await expect(page.getByText("0 of 8 steps completed")).toBeVisible();

  await page.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Step Completed!");
  await expect(page.getByRole("heading", { name: "Step 2: Run Fitplate in production over HTTPS" })).toBeVisible();
  await expect(page.getByText("1 of 8 steps completed")).toBeVisible();

  await page.getByRole("link", { name: "Step 1: Create a Google Play developer account (completed)" }).click();
  await expect(page.getByRole("button", { name: "Completed" })).toBeDisabled();
  await page.getByRole("link", { name: "Next Step" }).click();
  await page.getByRole("link", { name: "Commands" }).click();
  await expect(page.getByText("npm ci && npm run build")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);

  await page.getByRole("link", { name: /^6\. Prepare the store listing/ }).click();
  await expect(page.locator("span[aria-disabled=true]", { hasText: "Commands" })).toBeVisible();
  await page.getByRole("link", { name: "Step 8: Monitor after submission" }).click();
  await expect(page.getByRole("link", { name: "Next Step" })).toHaveCount(0);

  await page.goto("/deploy");
  await page.getByRole("button", { name: "Mark Complete" }).first().click();
  await expect(page.getByRole("button", { name: "Completed" })).toHaveCount(1);
  await expect(page.getByText("Step 2 of 4")).toBeVisible();

  await page.goto("/deployment-status");
  await expect(page.locator("[data-check=database]")).toHaveAttribute("data-state", "pass");
  await expect(page.locator("[data-check=https]")).toHaveAttribute("data-state", "fail");

  // The spec's guide documents are real documents on this origin.
  for (const [url, heading] of [
    ["/GOOGLE_PLAY_DEPLOYMENT.md", "# Deploying Fitplate to Google Play"],
    ["/app-store-submission/google-play-store.md", "# Google Play store submission: Fitplate"],
  ] as const) {
    const document = await page.request.get(url);
    expect(document.headers()["content-type"]).toMatch(/^text\/markdown/);
    expect(await document.text()).toContain(heading);
  }
});
