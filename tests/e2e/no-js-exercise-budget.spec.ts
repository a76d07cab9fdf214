import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

test("without JavaScript, Home says whether the day's exercise counts and why, and the member's choice changes the budget", async ({
  page,
}) => {
  await startTracking(page);
  await expect(page.getByRole("heading", { name: "Exercise in your budget" })).toBeVisible();
  await expect(page.getByText("No workouts or active energy today yet.")).toBeVisible();
  await expect(page.getByText(/Automatic counts them while your target comes from the formula/)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Automatic" })).toBeChecked();

  await page.getByRole("radio", { name: "Never count it" }).check();
  await page.getByRole("button", { name: "Save exercise setting" }).click();
  await expect(page.getByTestId("toast")).toContainText("Exercise setting saved");
  await expect(page.getByRole("radio", { name: "Never count it" })).toBeChecked();
  await expect(page.getByTestId("exercise-budget")).toHaveText("Not counted: today's budget is your 2000 kcal goal.");
  const budget = (await (await page.request.get("/api/budget")).json()) as { exerciseInBudget: string; counted: boolean };
  expect(budget).toMatchObject({ exerciseInBudget: "off", counted: false });
});
