import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

const BENCH = "Barbell Bench Press - Medium Grip";

// Issue 42 part 5's Done-when, without JavaScript: a member with US units logs 135 lb and sees
// 135 lb in History, records and the 1RM chart; then History's Repeat and Delete (part 2).
test("without JavaScript: a US member logs 135 lb and sees 135 lb in History, records and the chart", async ({ page }) => {
  await startTracking(page);
  await page.goto("/profile");
  await page.getByLabel("Show and enter amounts in").selectOption("us");
  await page.getByRole("button", { name: "Save units" }).click();

  await page.goto("/workout/routines");
  await page.getByLabel("Routine name").fill("Push A");
  await page.getByRole("button", { name: "Create routine" }).click();
  await page.getByRole("searchbox", { name: "Search exercises" }).fill("bench press medium");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: `Add ${BENCH}`, exact: true }).click();
  const targets = page.getByRole("form", { name: `Targets of ${BENCH}` });
  await targets.getByLabel("Sets").fill("1");
  await targets.getByLabel("Reps").fill("5");
  await targets.getByLabel("Weight (lb)").fill("135");
  await targets.getByRole("button", { name: "Save targets" }).click();
  await expect(page.getByTestId("routine-exercise")).toContainText("1 sets × 5 reps @ 135 lb");

  await page.getByRole("button", { name: "Start Push A" }).click();
  await expect(page).toHaveURL(/\/workout-enhanced/);
  const entry = page.getByRole("form", { name: `Set 1 of ${BENCH}` });
  await expect(entry.getByLabel("Weight (lb)")).toHaveValue("135");
  await expect(entry.getByTestId("plates")).toHaveText("Plates: 45 a side on a 45 lb bar");
  await entry.getByRole("button", { name: "Log Set" }).click();
  await expect(page.getByTestId("toast")).toContainText(`${BENCH}: 135 lb × 5`);
  await expect(page.getByText("675 lb volume")).toBeVisible();
  await page.getByRole("button", { name: "Finish Workout" }).click();
  await expect(page.getByTestId("toast")).toContainText("675 lb total volume");

  await expect(page.getByTestId("history-volume").first()).toHaveText("675 lb");
  await page.getByTestId("history-item").first().getByRole("link").click();
  await expect(page.getByTestId("history-set")).toHaveCount(1);
  await expect(page.getByTestId("history-set").first()).toContainText("135 lb × 5");
  await expect(page.getByTestId("summary-volume")).toHaveText("675 lb");
  await expect(page.getByTestId("energy-note")).toContainText("to see an estimate of the energy your workouts use"); // no weigh-in yet
  const workoutUrl = page.url();

  await page.goto("/workout/records");
  const record = page.getByTestId("record-item").filter({ hasText: BENCH });
  await expect(record.getByTestId("record-weight")).toHaveText("135 lb");
  await expect(record.getByTestId("record-1rm")).toHaveText("157.5 lb"); // 135 × (1 + 5/30)
  await record.getByRole("link").click();
  await expect(page.getByTestId("e1rm-chart").locator("desc")).toHaveText(/: 157\.5 lb$/);
  await expect(page.getByTestId("reps-at-weight").first()).toContainText("135 lb");

  // History's Repeat plans the same sets again, in pounds; Delete removes the workout.
  await page.goto(workoutUrl);
  await page.getByRole("button", { name: "Repeat workout" }).click();
  await expect(page).toHaveURL(/\/workout$/);
  await expect(page.getByTestId("workout-exercise")).toContainText("1 sets × 5 reps @ 135 lb");
  await page.goto(workoutUrl);
  await page.getByText("Delete this workout…").click();
  await page.getByRole("button", { name: "Delete workout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Push A was removed from your history.");
  await expect(page.getByTestId("history-item")).toHaveCount(0);
});
