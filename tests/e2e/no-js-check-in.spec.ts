import { expect, test, type Page } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";

/** A member the formula can estimate, with a lose goal and a 2200 kcal target. */
async function memberWithAGoal(page: Page) {
  const user = await startTracking(page);
  const profile = { age: 35, height: 178, weight: 85, activityLevel: "light", sex: "male", goal: "lose", dailyCalorieGoal: 2200 };
  expect((await page.request.put(`/api/user/${user.id}`, { data: profile })).status()).toBe(200);
  return user;
}

const targetOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/user/${id}`)).json()) as { dailyCalorieGoal: number; goal: string };

test("without JavaScript, a member looks at another goal's proposal, accepts it, and it is kept in the history", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await memberWithAGoal(page);
  await page.goto("/weight");
  await page.getByRole("link", { name: "Weekly check-in →" }).click();
  await expect(page.getByRole("heading", { name: "Weekly check-in", level: 1 })).toBeVisible();
  await expect(page.getByTestId("check-in-current")).toHaveText("2200 kcal");
  await expect(page.getByTestId("check-in-estimate")).toContainText("kcal a day");
  expect(await fitsViewport(page)).toBe(true);

  // The GET form asks for the maintain goal's proposal; looking changes nothing
  await page.getByRole("radio", { name: "Maintain weight" }).check();
  await page.getByRole("button", { name: "Show the proposal" }).click();
  await expect(page).toHaveURL(/goal=maintain/);
  const proposed = (await page.getByTestId("check-in-proposal").textContent())!.replace(" kcal", "");
  const checkIn = (await (await page.request.get("/api/check-in?goal=maintain")).json()) as { proposal: { proposedKcal: number } };
  expect(proposed).toBe(String(checkIn.proposal.proposedKcal));
  expect(await targetOf(page, user.id)).toMatchObject({ dailyCalorieGoal: 2200, goal: "lose" });

  await page.getByRole("button", { name: `Accept ${proposed} kcal` }).click();
  await expect(page.getByTestId("toast")).toContainText(`Your target is now ${proposed} kcal a day.`);
  await expect(page.getByTestId("check-in-current")).toHaveText(`${proposed} kcal`);
  await expect(page.getByTestId("check-in-row")).toHaveText(new RegExp(`Accepted: 2200 → ${proposed} kcal`));
  await expect(page.getByRole("button", { name: /Accept/ })).toHaveCount(0);
  await expect(page.getByText(/Your next check-in is on \d{4}-\d\d-\d\d/)).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  expect(await targetOf(page, user.id)).toMatchObject({ dailyCalorieGoal: Number(proposed), goal: "maintain" });
});

test.describe("on the kiosk", () => {
  test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true, isMobile: false });

  test("without JavaScript, the check-in fits the screen with big targets, and setting one's own target works", async ({ page }) => {
    const user = await memberWithAGoal(page);
    await page.goto("/check-in");
    expect(await fitsViewport(page)).toBe(true);
    for (const name of [/^Accept \d+ kcal$/, "Keep 2200 kcal", "Set my target", "Show the proposal"]) {
      const box = (await page.getByRole("button", { name }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(64);
    }
    const lose = (await page.getByRole("radio", { name: "Lose weight" }).locator("xpath=..").boundingBox())!;
    expect(lose.height).toBeGreaterThanOrEqual(64);

    await page.getByLabel("Or your own target (kcal)").fill("2050");
    await page.getByRole("button", { name: "Set my target" }).click();
    await expect(page.getByTestId("toast")).toContainText("Your target is now 2050 kcal a day.");
    await expect(page.getByTestId("check-in-row")).toHaveText(/Adjusted: 2200 → 2050 kcal/);
    expect((await targetOf(page, user.id)).dailyCalorieGoal).toBe(2050);
  });
});
