import { expect, test } from "@playwright/test";

test("/premium: the billing toggle and the selected plan", async ({ page }) => {
  await page.goto("/premium");
  const premium = page.getByTestId("plan-premium");
  await expect(premium).toContainText("$9.99 a month");
  await expect(premium).toHaveAttribute("data-selected", "true");
  await page.getByRole("navigation", { name: "Billing" }).getByRole("link", { name: "Annual" }).click();
  await expect(premium).toContainText("$79.99 a year");
  await expect(premium).toContainText("$119.88 · save $39.89");
  await expect(page.getByTestId("plan-elite")).toContainText("Monthly only: $29.99 a month");
  await page.getByTestId("plan-complete").getByRole("link", { name: "Compare" }).click();
  await expect(page.getByTestId("plan-complete")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("plan-complete")).toContainText("$129.99 a year");
  await expect(page).toHaveURL(/billing=annual/);
});
