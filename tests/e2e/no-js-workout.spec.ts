import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

const BENCH = "Barbell Bench Press - Medium Grip";

test("without JavaScript, a full workout is form posts: add, start, log sets, reload mid-rest, skip rest, finish", async ({ page }) => {
  const user = await startTracking(page);
  await page.goto("/workout");
  await expect(page.getByRole("button", { name: "Start Workout" })).toBeDisabled();

  // browse: "Show all" is a link
  await page.getByRole("link", { name: "Show all 14 cardio" }).click();
  await expect(page).toHaveURL(/category=cardio/);
  await expect(page.getByRole("link", { name: "Show fewer cardio" })).toBeVisible();

  // search is a GET form
  await page.getByRole("searchbox", { name: "Search exercises" }).fill("bench press medium");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=bench/);
  await page.getByRole("button", { name: `Add ${BENCH}`, exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText(`${BENCH} is in your workout.`);

  await page.getByLabel("Workout name (optional)").fill("Push day");
  await page.getByRole("button", { name: "Start Workout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Workout Started!");
  await expect(page.getByTestId("elapsed")).toHaveText(/^0:\d\d$/);
  await expect(page.getByTestId("workout-name")).toHaveText("Push day");

  const entry = page.getByRole("form", { name: `Set 1 of ${BENCH}` });
  // bad input comes back with the field's message and logs nothing
  await entry.getByLabel("Weight (kg)").fill("80");
  await entry.getByLabel("Reps").fill("abc");
  await entry.getByRole("button", { name: "Add Set" }).click();
  await expect(page.getByText("Reps must be a number")).toBeVisible();
  await expect(page.getByTestId("logged-set")).toHaveCount(0);

  await page
    .getByRole("form", { name: `Set 1 of ${BENCH}` })
    .getByLabel("Weight (kg)")
    .fill("80");
  await page
    .getByRole("form", { name: `Set 1 of ${BENCH}` })
    .getByLabel("Reps")
    .fill("5");
  await page
    .getByRole("form", { name: `Set 1 of ${BENCH}` })
    .getByRole("button", { name: "Add Set" })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Set Added!");
  await expect(page.getByTestId("rest-card")).toBeVisible();
  const first = await page.getByTestId("rest-left").textContent();
  expect(first).toMatch(/^(1:30|1:2\d)$/); // the spec's 90 s default rest, a compound lift too

  // a reload mid-rest shows less time left, computed from the stored end
  await page.waitForTimeout(2100);
  await page.reload();
  const later = await page.getByTestId("rest-left").textContent();
  expect(later).toMatch(/^1:2\d$/);
  expect(later! < first! || first === "1:30").toBe(true);

  await page.getByRole("button", { name: "Skip Rest" }).click();
  await expect(page.getByTestId("rest-card")).toHaveCount(0);

  // the active workout screen logs the next set
  await page.goto("/workout-enhanced");
  await expect(page.getByRole("heading", { name: "Push day", level: 1 })).toBeVisible();
  await expect(page.getByTestId("sets-done")).toHaveText("1 / 3 sets");
  const next = page.getByRole("form", { name: `Set 2 of ${BENCH}` });
  await next.getByLabel("Weight (kg)").fill("82.5");
  await next.getByLabel("Reps").fill("5");
  await next.getByRole("button", { name: "Log Set" }).click();
  await expect(page.getByTestId("toast")).toContainText("Set Logged!");
  await expect(page.getByTestId("sets-done")).toHaveText("2 / 3 sets");

  // one planned set is left: Finish asks first; Keep going leaves the workout open
  await page.getByRole("button", { name: "Finish Workout" }).click();
  const question = page.getByRole("alert", { name: "Finish the workout?" });
  await expect(question).toContainText("1 planned set is not logged yet. Finish the workout anyway?");
  await question.getByRole("link", { name: "Keep going" }).click();
  await expect(page.getByTestId("sets-done")).toHaveText("2 / 3 sets");
  await page.getByRole("button", { name: "Finish Workout" }).click();
  await page.getByRole("button", { name: "Finish anyway" }).click();
  await expect(page.getByTestId("toast")).toContainText("Workout Complete!");
  await expect(page.getByTestId("history-volume").first()).toHaveText("812.5 kg");
  expect((await page.request.get(`/api/workout-session/${user.id}`)).status()).toBe(404);
});

test("without JavaScript, finishing a workout that was already finished says No active workout", async ({ page }) => {
  await startTracking(page);
  const created = await page.request.post("/api/workout-sessions", { data: { exercises: [{ exerciseId: 44 }] } });
  expect(created.status()).toBe(201);
  await page.goto("/workout-enhanced");
  // finished elsewhere (another device) while this page is open
  expect((await page.request.post("/api/workout-sessions/complete", { data: {} })).status()).toBe(200);
  await page.getByRole("button", { name: "Finish Workout" }).click();
  await expect(page.getByRole("alert")).toHaveText("No active workout");
});
