import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { APPLE_JUICE, createFoodViaApi, logViaApi, startTracking } from "./helpers";
import { seriousAxeViolations } from "./axe";

// WCAG AA on the food-logging slice at 360 px: contrast, names, ids (axe-core).
test.use({ viewport: { width: 360, height: 740 } });

test("Home, Diary and /foods have no serious or critical axe violations", async ({ page }) => {
  await startTracking(page);
  await logViaApi(page, { foodId: APPLE_JUICE, quantity: 240, mealType: "breakfast" });
  await createFoodViaApi(page, "Oat cookies");
  for (const url of ["/", "/?q=banana", "/diary", "/foods"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page, url)).toEqual([]);
  }
});

test("the hub, the colors, Terms and Privacy have no serious or critical axe violations", async ({ page }) => {
  await startTracking(page);
  for (const url of ["/navigation", "/colors", "/terms", "/privacy"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page, url)).toEqual([]);
  }
});

test("registration, sign-in and the tour have no serious or critical axe violations", async ({ page }) => {
  for (const url of ["/registration", "/login", "/onboarding?step=2", "/kiosk", "/premium?billing=annual"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page, url)).toEqual([]);
  }
  // The code step (its address rides in a cookie, not the URL): reached by asking for a code.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("sam@example.com");
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.waitForURL(/step=code/);
  await page.waitForLoadState("networkidle");
  expect(await seriousAxeViolations(page, "/login?step=code")).toEqual([]);
});

test("the staff inbox and a ticket have no serious or critical axe violations", async ({ page }) => {
  const staff = await startTracking(page);
  const filed = await page.request.post("/api/support/ticket", {
    data: { subject: "Axe check", message: "Hello", email: "axe@example.com" },
  });
  const { ticket } = (await filed.json()) as { ticket: { id: number } };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "grant", String(staff.id)], {
    env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" },
  });
  // a staff reply, so /support shows a ticket open with the team's answer
  await page.goto(`/support/inbox/${ticket.id}`);
  await page.getByLabel("Your reply").fill("Thanks, fixed.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Reply saved");
  for (const url of [
    "/support",
    "/support/inbox",
    `/support/inbox/${ticket.id}`,
    "/account",
    "/profile?choose=time-zone",
    "/checkout?plan=premium",
    "/subscribe?plan=elite",
    "/payments",
  ]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page, url)).toEqual([]);
  }
});

test("the weekly check-in and its history have no serious or critical axe violations", async ({ page }) => {
  const user = await startTracking(page);
  const profile = { age: 35, height: 178, weight: 85, activityLevel: "light", goal: "lose", dailyCalorieGoal: 2200 };
  expect((await page.request.put(`/api/user/${user.id}`, { data: profile })).status()).toBe(200);
  // its forms while due, then its history once answered
  for (const url of ["/check-in?goal=gain&pace=0.25", "/weight", "/check-in"]) {
    if (url === "/check-in") expect((await page.request.post("/api/check-ins", { data: { decision: "kept" } })).status()).toBe(201);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page, url)).toEqual([]);
  }
});

test("the measurements screen, with its charts, entries and a progress photo, has no serious or critical axe violations", async ({
  page,
}) => {
  await startTracking(page);
  expect((await page.request.post("/api/measurements", { data: { waistCm: 86, bodyFatPct: 22 } })).status()).toBe(201);
  await page.goto("/measurements");
  await page.getByLabel("Photo", { exact: true }).setInputFiles(path.join(import.meta.dirname, "fixtures", "person.jpg"));
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByTestId("progress-photo")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await seriousAxeViolations(page, "/measurements")).toEqual([]);
});
