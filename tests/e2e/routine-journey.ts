import { expect, type Page } from "@playwright/test";
import { startTracking } from "./helpers";

const BENCH = "Barbell Bench Press - Medium Grip";

/**
 * Issue 42's Done-when: make a routine, start it in one tap, the sets are filled in with its
 * targets, finish, and History shows the named workout with its sets; the records list has it.
 * The same steps with and without JavaScript (every one is a form post or a link).
 */
export async function routineJourney(page: Page) {
  await startTracking(page);
  await page.goto("/workout/routines");
  await page.getByLabel("Routine name").fill("Push A");
  await page.getByRole("button", { name: "Create routine" }).click();
  await expect(page.getByRole("heading", { name: "Push A", level: 1 })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search exercises" }).fill("bench press medium");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: `Add ${BENCH}`, exact: true }).click();
  const targets = page.getByRole("form", { name: `Targets of ${BENCH}` });
  await targets.getByLabel("Sets").fill("2");
  await targets.getByLabel("Reps").fill("5");
  await targets.getByLabel("Weight (kg)").fill("60");
  await targets.getByRole("button", { name: "Save targets" }).click();
  await expect(page.getByTestId("routine-exercise")).toContainText("2 sets × 5 reps @ 60 kg");

  await page.goto("/workout/routines");
  await page.getByRole("button", { name: "Start Push A" }).click();
  await expect(page).toHaveURL(/\/workout-enhanced/);
  await expect(page.getByRole("heading", { name: "Push A", level: 1 })).toBeVisible();
  await expect(page.getByTestId("progression")).toHaveText("First time: the routine's targets");
  for (const set of [1, 2]) {
    const entry = page.getByRole("form", { name: `Set ${set} of ${BENCH}` });
    await expect(entry.getByLabel("Weight (kg)")).toHaveValue("60");
    await expect(entry.getByLabel("Reps")).toHaveValue("5");
    await expect(entry.getByTestId("plates")).toHaveText("Plates: 20 a side on a 20 kg bar");
    await entry.getByRole("button", { name: "Log Set" }).click();
    await expect(page.getByTestId("sets-done")).toHaveText(`${set} / 2 sets`);
  }
  await page.getByRole("button", { name: "Finish Workout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Workout Complete!");

  await page.goto("/workout");
  await expect(page.getByTestId("history-name").first()).toHaveText("Push A");
  await page.getByTestId("history-item").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Push A", level: 1 })).toBeVisible();
  await expect(page.getByTestId("history-set")).toHaveCount(2);
  await expect(page.getByTestId("history-set").first()).toContainText("60 kg × 5");
  await expect(page.getByTestId("summary-volume")).toHaveText("600 kg");

  await page.goto("/workout/records");
  const record = page.getByTestId("record-item").filter({ hasText: BENCH });
  await expect(record.getByTestId("record-weight")).toHaveText("60 kg");
  await expect(record.getByTestId("record-1rm")).toHaveText("70 kg"); // 60 × (1 + 5/30)
  await record.getByRole("link").click();
  await expect(page.getByTestId("e1rm-chart")).toBeVisible();
}
