import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { startTracking } from "./helpers";
import { makePremium } from "./scan-helpers";

/**
 * A small export.xml as the Health app writes it: two weights (the day's first, 81 kg, is its weigh-in)
 * and three Watch step counts on `today` (UTC noon onwards), and the iPhone's count of the first walk,
 * which the Health app does not add.
 */
async function exportOf(today: string): Promise<string> {
  const watch = `sourceName="Sam’s Apple Watch" sourceVersion="10.1"`;
  const at = (time: string) => `${today} ${time} +0000`;
  const mass = (time: string, kg: string) =>
    `<Record type="HKQuantityTypeIdentifierBodyMass" ${watch} unit="kg" startDate="${at(time)}" endDate="${at(time)}" value="${kg}"/>`;
  const steps = (from: string, to: string, count: number) =>
    `<Record type="HKQuantityTypeIdentifierStepCount" ${watch} unit="count" startDate="${at(from)}" endDate="${at(to)}" value="${count}"/>`;
  const phone = `sourceName="Sam’s iPhone" sourceVersion="17.1" device="&lt;&lt;HKDevice: 0x1&gt;, name:iPhone, model:iPhone&gt;"`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<HealthData locale="en_GB">
 <ExportDate value="${at("12:00:00")}"/>
 ${mass("12:00:00", "81.0")}
 ${mass("12:30:00", "80.6")}
 <Record type="HKQuantityTypeIdentifierStepCount" ${phone} unit="count" startDate="${at("12:00:00")}" endDate="${at("12:20:00")}" value="3900"/>
 ${steps("12:00:00", "12:20:00", 4200)}
 ${steps("12:20:00", "12:40:00", 3100)}
 ${steps("12:40:00", "12:59:00", 700)}
</HealthData>
`;
  const file = path.join(await mkdtemp(path.join(tmpdir(), "fitplate-e2e-ah-")), "export.xml");
  await writeFile(file, xml);
  return file;
}

/**
 * Issue 27's import, with or without JavaScript: a premium member uploads an Apple Health export on
 * /integrations, the advanced dashboard shows its weight and steps (the iPhone's and the Watch's
 * count of one walk once, as the Health app shows them) and the connection, and a second upload of
 * the same file counts nothing twice.
 */
export async function importAppleHealthTwice(page: Page): Promise<void> {
  const user = await startTracking(page);
  makePremium(user.id);
  const file = await exportOf(user.today);

  const upload = async () => {
    await page.goto("/integrations");
    await page.getByLabel("Apple Health export (export.zip or export.xml)").setInputFiles(file);
    await page.getByRole("button", { name: "Import Apple Health" }).click();
  };
  await upload();
  await expect(page.getByTestId("toast")).toContainText("Import Complete");
  await expect(page.getByTestId("toast")).toContainText("Apple Health: 6 new records, 0 already imported.");
  await expect(page.getByTestId("data-points-apple-health")).toContainText("6 data points");
  await expect(page.getByTestId("import-counts")).toHaveText("Imported so far: 6 from Apple Health, 0 from CSV.");
  await expect(page.getByTestId("recent-data")).toContainText(`${user.today}: 80.6 kg body weight`);
  await expect(page.getByTestId("recent-data")).toContainText(`${user.today}: 8,000 steps`);

  await page.goto("/advanced-dashboard");
  await expect(page.getByTestId("metric-steps-value")).toHaveText("8,000");
  await expect(page.getByTestId("latest-weight")).toHaveText(`Latest weight: 81 kg on ${user.today}`);
  await page.goto("/advanced-dashboard?period=week&tab=integrations");
  await expect(page.getByTestId("connection-apple-health")).toContainText("Connected");
  await expect(page.getByTestId("connection-apple-health")).toContainText("6 data points · last sync");
  await expect(page.getByTestId("connection-withings-body")).toContainText("Available");

  await upload();
  await expect(page.getByTestId("toast")).toContainText("Apple Health: 0 new records, 6 already imported.");
  await expect(page.getByTestId("data-points-apple-health")).toContainText("6 data points");
  await expect(page.getByTestId("import-counts")).toHaveText("Imported so far: 6 from Apple Health, 0 from CSV.");
}
