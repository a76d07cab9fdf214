import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, devices, expect, test, type Browser, type Page } from "@playwright/test";
import { writeY4m } from "../helpers/fake-camera";
import { GRANOLA, labelPhoto, labelPng, usLabelSvg } from "../helpers/nutrition-label";
import { fitsViewport, startTracking } from "./helpers";
import { seriousAxeViolations } from "./axe";

// The label scanner with JavaScript (issue 28): a rendered US Nutrition Facts label is the fake
// camera's picture (a Y4M file Chromium loops); tesseract.js reads it in the browser, from the
// model files our server serves, and Save to Food Diary logs one serving.

let dir: string;
let browser: Browser;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  dir = await mkdtemp(path.join(tmpdir(), "fitplate-camera-"));
  const video = path.join(dir, "granola.y4m");
  await writeY4m(video, await labelPng(usLabelSvg(GRANOLA), 2));
  const launch = testInfo.project.use.launchOptions ?? {};
  browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

async function phone(baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices["Pixel 5"], baseURL, serviceWorkers: "block" });
  await context.grantPermissions(["camera"]);
  return context.newPage();
}

test("the camera's label scans to its calories, macros and sodium, drawn over the view; Save to Food Diary logs it", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const page = await phone(baseURL);
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const models: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    if (url.pathname.startsWith("/models/")) models.push(url.pathname);
  });
  // The model's WebAssembly and worker run under the CSP: any violation is reported.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content-Security-Policy: ${event.violatedDirective}`)),
  );
  await startTracking(page);
  await page.goto("/ar-nutrition-scanner");
  await expect(page.getByRole("heading", { name: "AR Nutrition Scanner" })).toBeVisible();
  const badges = page.getByRole("list", { name: "Scanner mode" });
  await expect(badges.getByRole("listitem")).toHaveText(["Detect", "Analyze", "AR View"]);
  await expect(badges.locator("[aria-current=step]")).toHaveText("Detect");
  await expect(page.getByText("Hold the device 6 to 12 inches")).toBeVisible();
  // Nothing of the model loads before the member starts the scanner.
  expect(models).toEqual([]);

  const scan = page.getByRole("button", { name: "Scan Label" });
  await expect(scan).toBeDisabled();
  await page.getByRole("button", { name: "Start Camera" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Loading the|Starting the/ })).toBeVisible({ timeout: 30_000 });
  await expect(scan).toBeEnabled();
  await scan.click();
  await expect(badges.locator("[aria-current=step]")).toHaveText("Analyze");
  await expect(page.getByTestId("toast")).toContainText("Label Scanned Successfully", { timeout: 90_000 });
  await expect(page.getByTestId("toast")).toContainText("AR nutrition information is now displayed.");
  await expect(badges.locator("[aria-current=step]")).toHaveText("AR View");
  await expect(scan).toBeDisabled();

  // The AR overlay, where spec §9 puts it: left 20, tops 50, 120, 180, 240 of the view.
  const view = (await page.getByTestId("label-view").boundingBox())!;
  for (const [type, top] of [
    ["calories", 50],
    ["protein", 120],
    ["warning", 180],
    ["recommendation", 240],
  ] as const) {
    const box = (await page.getByTestId(`ar-${type}`).boundingBox())!;
    expect(Math.round(box.x - view.x)).toBe(20);
    expect(Math.round(box.y - view.y)).toBe(top);
  }
  await expect(page.getByTestId("ar-calories")).toHaveText("230 kcal per serving");
  await expect(page.getByTestId("ar-protein")).toHaveText("Protein: 3 g");
  await expect(page.getByTestId("ar-warning")).toHaveText("High sugar: 12 g per serving");
  expect(await fitsViewport(page)).toBe(true);

  const result = page.getByTestId("label-result");
  await expect(page.getByRole("heading", { name: "Oat Crunch Granola" })).toBeVisible();
  await expect(result.getByTestId("label-calories")).toHaveText("230 kcal");
  for (const [key, text] of [
    ["protein", "3 g"],
    ["carbs", "37 g"],
    ["fat", "8 g"],
    ["fiber", "4 g"],
    ["sugar", "12 g"],
    ["sodium", "160 mg"],
  ] as const)
    await expect(result.getByTestId(`label-${key}`)).toHaveText(text);
  await expect(result.getByRole("region", { name: "Allergens" })).toContainText("Tree nuts");
  await expect(result.getByTestId("health-score")).toContainText("/ 100");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Everything came from our origin, the model only after Start Camera, within the CSP.
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
  expect(models).toEqual(
    expect.arrayContaining(["/models/tesseract/dist/worker.min.js", "/models/tesseract-eng/4.0.0_best_int/eng.traineddata.gz"]),
  );

  // Correct a figure before saving (the granola's pack says 13 g of sugar, say), then save.
  const form = page.getByRole("region", { name: "Save to Food Diary" });
  await expect(form.getByLabel("Name")).toHaveValue("Oat Crunch Granola");
  await form.getByLabel("Sugar (g)").fill("13");
  await form.getByLabel("Meal").selectOption("breakfast");
  // Leaving the screen stops the camera.
  await page.evaluate(() => {
    const video = document.querySelector("video")!;
    (window as unknown as { labelTracks: MediaStreamTrack[] }).labelTracks = (video.srcObject as MediaStream).getTracks();
  });
  await form.getByRole("button", { name: "Save to Food Diary" }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved to Food Diary");
  await expect(page.getByTestId("toast")).toContainText("Oat Crunch Granola: 1 serving (55 g, 230 kcal) in Breakfast.");
  await expect(page).toHaveURL(/\/diary/);
  const breakfast = page.getByRole("region", { name: "Breakfast", exact: true });
  await expect(breakfast).toContainText("Oat Crunch Granola");
  await expect(breakfast).toContainText("230 kcal");
  expect(
    await page.evaluate(() =>
      (window as unknown as { labelTracks: MediaStreamTrack[] }).labelTracks.every((track) => track.readyState === "ended"),
    ),
  ).toBe(true);
  await page.context().close();
});

test("Reset returns to Detect; a photo chosen with JavaScript is read in the browser, and a photo of no label is 'Scan Failed'", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const page = await phone(baseURL);
  await startTracking(page);
  await page.goto("/ar-nutrition-scanner");
  const badges = page.getByRole("list", { name: "Scanner mode" });

  await page.getByLabel("A photo of the label").setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: await blankPhoto() });
  await page.getByRole("button", { name: "Read label" }).click();
  await expect(page.getByTestId("toast")).toContainText("Scan Failed", { timeout: 90_000 });
  await expect(page.getByTestId("toast")).toContainText("Could not detect nutrition label. Try adjusting position.");
  await expect(badges.locator("[aria-current=step]")).toHaveText("Detect");

  await page
    .getByLabel("A photo of the label")
    .setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: await labelPhoto(usLabelSvg(GRANOLA)) });
  await page.getByRole("button", { name: "Read label" }).click();
  await expect(page.getByTestId("toast")).toContainText("Label Scanned Successfully", { timeout: 90_000 });
  await expect(page.getByTestId("ar-calories")).toHaveText("230 kcal per serving");
  await expect(page.getByTestId("label-sodium")).toHaveText("160 mg");

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(badges.locator("[aria-current=step]")).toHaveText("Detect");
  await expect(page.getByTestId("label-result")).toHaveCount(0);
  await expect(page.getByTestId("ar-calories")).toHaveCount(0);
  await page.context().close();
});

async function blankPhoto() {
  const sharp = (await import("sharp")).default;
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c8c3b4" } })
    .jpeg()
    .toBuffer();
}

test("a browser without a camera says Camera Error, and the upload still works", async ({ page }) => {
  // The project's own browser: no fake camera, so asking for one fails.
  await startTracking(page);
  await page.goto("/ar-nutrition-scanner");
  await page.getByRole("button", { name: "Start Camera" }).click();
  await expect(page.getByTestId("toast")).toContainText("Camera Error");
  await expect(page.getByTestId("toast")).toContainText("Unable to access camera. Please check permissions.");
  await expect(page.getByRole("alert").filter({ hasText: "You can upload a photo of the label instead." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Scan Label" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Read label" })).toBeEnabled();
});
