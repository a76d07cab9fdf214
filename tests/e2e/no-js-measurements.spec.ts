import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";

// Issue 41 item 3 without JavaScript: a US member reaches Measurements from the weight log, logs a
// waist in inches and a body fat, sees them listed and charted, and uploads a progress photo that
// only they can open.

const PHOTO = path.join(import.meta.dirname, "fixtures", "person.jpg");

async function usMember(page: Page) {
  const user = await startTracking(page);
  expect((await page.request.put(`/api/user/${user.id}`, { data: { units: "us" } })).status()).toBe(200);
  return user;
}

test("without JavaScript, a member adds measurements in inches and a progress photo, on a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await usMember(page);
  await page.goto("/weight");
  await page.getByRole("link", { name: "Measurements →" }).click();
  await expect(page.getByRole("heading", { name: "Measurements", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Progress" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const add = page.locator("form", { has: page.getByRole("button", { name: "Save measurements" }) });
  await add.getByLabel("Waist (in)").fill("32");
  await add.getByLabel("Body fat (%)").fill("21.5");
  await add.getByRole("button", { name: "Save measurements" }).click();
  await expect(page.getByTestId("toast")).toContainText("Measurements saved");
  const entry = page.getByTestId("measurement-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Waist32 in");
  await expect(entry).toContainText("Body fat21.5 %");
  await expect(page.getByTestId("measure-chart-waist")).toBeVisible();
  await expect(page.getByTestId("measure-chart-hips")).toHaveCount(0);
  // stored in centimetres: 32 in is 81.28 cm, kept to 0.1
  const stored = (await (await page.request.get("/api/measurements")).json()) as { entries: { waistCm: number }[] };
  expect(stored.entries[0]!.waistCm).toBe(81.3);

  // a waist out of bounds is refused in inches, and nothing changes
  await add.getByLabel("Waist (in)").fill("120");
  await add.getByRole("button", { name: "Save measurements" }).click();
  await expect(page.getByText("Waist must be between 11.9 and 98.4 in")).toBeVisible();
  await page.goto("/measurements");
  await expect(page.getByTestId("measurement-entry")).toContainText("Waist32 in");

  await page.getByLabel("Photo", { exact: true }).setInputFiles(PHOTO);
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByTestId("toast")).toContainText("Photo added");
  const thumbnail = page.getByTestId("progress-photo").getByRole("img");
  await expect(thumbnail).toHaveCount(1);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
  expect(await fitsViewport(page)).toBe(true);
  await page.screenshot({ path: ".cache/measurements-360.png", fullPage: true });

  // the photo is the member's only: a new guest gets 404
  const url = (await thumbnail.getAttribute("src"))!;
  expect((await page.request.get(url)).status()).toBe(200);
  await page.context().clearCookies();
  await startTracking(page);
  expect((await page.request.get(url)).status()).toBe(404);
});

test.describe("on the kiosk", () => {
  test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true, isMobile: false });

  test("without JavaScript, the measurements screen fits and deletes a photo", async ({ page }) => {
    await usMember(page);
    expect((await page.request.post("/api/measurements", { data: { waistCm: 86, hipsCm: 101, armsCm: 33 } })).status()).toBe(201);
    await page.goto("/measurements");
    await page.getByLabel("Photo", { exact: true }).setInputFiles(PHOTO);
    await page.getByRole("button", { name: "Add photo" }).click();
    await expect(page.getByTestId("progress-photo")).toHaveCount(1);
    for (const measure of ["waist", "hips", "arms"]) await expect(page.getByTestId(`measure-chart-${measure}`)).toBeVisible();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: ".cache/measurements-1920.png" });
    await page.getByRole("button", { name: /^Delete the photo of/ }).click();
    await expect(page.getByTestId("toast")).toContainText("Photo deleted");
    await expect(page.getByTestId("progress-photo")).toHaveCount(0);
  });
});
