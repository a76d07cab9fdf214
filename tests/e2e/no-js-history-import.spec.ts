import { expect, test } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { fitsViewport, startTracking } from "./helpers";

// Issue 41 item 7 without JavaScript: a member switching from Cronometer uploads its Daily Nutrition
// export (tests/fixtures/history/, made from the documented layout) on /integrations; the days are in
// the diary, a second upload adds nothing, and a file that is no export is refused in words. A member
// switching from MacroFactor uploads its Data Export workbook (.xlsx, written here from its layout) as it comes.
const EXPORT = "tests/fixtures/history/cronometer-dailysummary.csv";

test("without JavaScript, a member brings their Cronometer history: the days reach the diary, and a re-import adds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startTracking(page);
  const upload = async (file: string | { name: string; mimeType: string; buffer: Buffer }) => {
    await page.goto("/integrations#history");
    await page.getByLabel("Export file (CSV or .xlsx)").setInputFiles(file);
    await page.getByRole("button", { name: "Import history" }).click();
  };

  await upload(EXPORT);
  await expect(page.getByTestId("toast")).toContainText("Import Complete");
  await expect(page.getByTestId("toast")).toContainText(
    "Cronometer Daily Nutrition: 3 days (3 meals) and 0 weigh-ins added, 0 entries already imported. Skipped: 1 × nothing was logged (no calories).",
  );
  expect(await fitsViewport(page)).toBe(true);

  await page.goto("/diary?date=2026-01-05");
  await expect(page.getByText("Cronometer: Day total").first()).toBeVisible();
  const session = (await (await page.request.get("/api/session")).json()) as { user: { id: number } };
  const totals = (await (await page.request.get(`/api/tracking/${session.user.id}/2026-01-05`)).json()) as { totalCalories: number };
  expect(totals.totalCalories).toBe(2105);

  await upload(EXPORT);
  await expect(page.getByTestId("toast")).toContainText("0 days (0 meals) and 0 weigh-ins added, 3 entries already imported.");

  await upload({ name: "steps.csv", mimeType: "text/csv", buffer: Buffer.from("date,steps\n2026-01-05,9000\n") });
  await expect(page.getByTestId("toast")).toContainText("Import Failed");
  await expect(page.getByTestId("toast")).toContainText("This file is not an export Fitplate can read");
});

test("without JavaScript, a member brings MacroFactor's .xlsx workbook as it comes: its days reach the diary and its weigh-ins the weight log", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startTracking(page);
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const workbook = await writeXlsxFile([
    {
      sheet: "Calories & Macros",
      dateFormat: "yyyy-mm-dd",
      data: [
        ["Date", "Calories (kcal)", "Protein (g)", "Fat (g)", "Carbs (g)"],
        [day("2026-02-02"), 2210, 150, 70, 240],
        [day("2026-02-03"), 1890, 120, 60, 205],
      ],
    },
    {
      sheet: "Scale Weight",
      dateFormat: "yyyy-mm-dd",
      data: [
        ["Date", "Weight (kg)", "Fat Percent"],
        [day("2026-02-02"), 80.4, 20.1],
        [day("2026-02-03"), 80.2, null],
      ],
    },
  ]).toBuffer();
  const upload = async () => {
    await page.goto("/integrations#history");
    await page.getByLabel("Export file (CSV or .xlsx)").setInputFiles({
      name: "MacroFactor export.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: workbook,
    });
    await page.getByRole("button", { name: "Import history" }).click();
  };

  await upload();
  await expect(page.getByTestId("toast")).toContainText("Import Complete");
  await expect(page.getByTestId("toast")).toContainText(
    "MacroFactor workbook: 2 days (2 meals) and 2 weigh-ins added, 0 entries already imported.",
  );
  expect(await fitsViewport(page)).toBe(true);

  await page.goto("/diary?date=2026-02-02");
  await expect(page.getByText("MacroFactor: Day total").first()).toBeVisible();
  const session = (await (await page.request.get("/api/session")).json()) as { user: { id: number } };
  const totals = (await (await page.request.get(`/api/tracking/${session.user.id}/2026-02-02`)).json()) as { totalCalories: number };
  expect(totals.totalCalories).toBe(2210);
  const weights = (await (await page.request.get("/api/weights")).json()) as { entries: { date: string; kg: number; source: string }[] };
  expect(weights.entries).toEqual(expect.arrayContaining([expect.objectContaining({ date: "2026-02-03", kg: 80.2, source: "import" })]));

  await upload();
  await expect(page.getByTestId("toast")).toContainText("0 days (0 meals) and 0 weigh-ins added, 4 entries already imported.");
});
