import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { GRANOLA, MUESLI, euLabelSvg, labelPhoto, usLabelSvg } from "../helpers/nutrition-label";
import { fitsViewport, startTracking } from "./helpers";

// The label scanner without JavaScript (issue 28): the photo is uploaded with a plain form and
// read on the server (tesseract.js in its worker pool); Save to Food Diary is a plain form too.

const photo = async (svg: string) => ({ name: "label.jpg", mimeType: "image/jpeg", buffer: await labelPhoto(svg) });

test("a photographed US label is read on the server, corrected and saved to the diary", async ({ page }) => {
  test.setTimeout(120_000);
  await startTracking(page);
  await page.goto("/ar-nutrition-scanner");
  await expect(page.getByRole("heading", { name: "AR Nutrition Scanner" })).toBeVisible();
  await expect(page.getByText("The camera needs JavaScript: upload a photo of the label below.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Camera" })).toBeDisabled();

  await page.getByLabel("A photo of the label").setInputFiles(await photo(usLabelSvg(GRANOLA)));
  await page.getByRole("button", { name: "Read label" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Label Scanned Successfully" })).toBeVisible();
  const result = page.getByTestId("label-result");
  await expect(result.getByTestId("label-calories")).toHaveText("230 kcal");
  for (const [key, text] of [
    ["protein", "3 g"],
    ["carbs", "37 g"],
    ["fat", "8 g"],
    ["sodium", "160 mg"],
  ] as const)
    await expect(result.getByTestId(`label-${key}`)).toHaveText(text);
  await expect(result.getByRole("region", { name: "Warnings" })).toContainText("High sugar: 12 g per serving");
  await expect(result.getByRole("region", { name: "Allergens" })).toContainText("Soy");
  expect(await fitsViewport(page)).toBe(true);

  // A figure that cannot be is refused, the scan and the typed values kept.
  const form = page.getByRole("region", { name: "Save to Food Diary" });
  await form.getByLabel("Serving (g)").fill("20");
  await form.getByLabel("Name").fill("Granola, no JS");
  await form.getByRole("button", { name: "Save to Food Diary" }).click();
  await expect(form.getByText("The serving weighs less than its protein, carbs and fat: check its grams")).toBeVisible();
  await expect(result.getByTestId("label-calories")).toHaveText("230 kcal");
  await expect(form.getByLabel("Name")).toHaveValue("Granola, no JS");

  await form.getByLabel("Serving (g)").fill("55");
  await form.getByLabel("Meal").selectOption("lunch");
  await form.getByRole("button", { name: "Save to Food Diary" }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved to Food Diary");
  await expect(page.getByTestId("toast")).toContainText("Granola, no JS: 1 serving (55 g, 230 kcal) in Lunch.");
  const lunch = page.getByRole("region", { name: "Lunch", exact: true });
  await expect(lunch).toContainText("Granola, no JS");
  await expect(lunch).toContainText("230 kcal");
});

test("an EU per-100 g label reads per portion; a photo of no label is 'Scan Failed'", async ({ page }) => {
  test.setTimeout(120_000);
  await startTracking(page);
  await page.goto("/ar-nutrition-scanner");
  await page.getByLabel("A photo of the label").setInputFiles(await photo(euLabelSvg(MUESLI)));
  await page.getByRole("button", { name: "Read label" }).click();
  const result = page.getByTestId("label-result");
  await expect(page.getByRole("heading", { name: "Alpine Fruit Muesli" })).toBeVisible();
  await expect(result).toContainText("45 g");
  await expect(result.getByTestId("label-calories")).toHaveText("163 kcal");
  await expect(result.getByTestId("label-carbs")).toHaveText("27 g");
  await expect(result.getByTestId("label-sodium")).toHaveText("18 mg");

  const wall = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c8c3b4" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("A photo of the label").setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: wall });
  await page.getByRole("button", { name: "Read label" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Scan Failed" });
  await expect(alert).toContainText("Could not detect nutrition label. Try adjusting position.");
  await expect(page.getByTestId("label-result")).toHaveCount(0);
});
