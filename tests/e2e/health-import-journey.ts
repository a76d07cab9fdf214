import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { startTracking } from "./helpers";
import { makePremium } from "./scan-helpers";

/** A small export.xml as the Health app writes it: two weights and three step counts on `today` (UTC noon onwards). */
async function exportOf(today: string): Promise<string> {
  const watch = `sourceName="Sam’s Apple Watch" sourceVersion="10.1"`;
  const at = (time: string) => `${today} ${time} +0000`;
  const mass = (time: string, kg: string) =>
    `<Record type="HKQuantityTypeIdentifierBodyMass" ${watch} unit="kg" startDate="${at(time)}" endDate="${at(time)}" value="${kg}"/>`;
  const steps = (from: string, to: string, count: number) =>
    `<Record type="HKQuantityTypeIdentifierStepCount" ${watch} unit="count" startDate="${at(from)}" endDate="${at(to)}" value="${count}"/>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<HealthData locale="en_GB">
 <ExportDate value="${at("12:00:00")}"/>
 ${mass("12:00:00", "81.0")}
 ${mass("12:30:00", "80.6")}
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
 * /integrations, the advanced dashboard shows its weight and steps, and a second upload of the same
 * file counts nothing twice.
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
  await expect(page.getByTestId("toast")).toContainText("Apple Health: 5 new records, 0 already imported.");
  await expect(page.getByTestId("data-points-apple-health")).toContainText("5 data points");
  await expect(page.getByTestId("import-counts")).toHaveText("Imported so far: 5 from Apple Health, 0 from CSV.");
  await expect(page.getByTestId("recent-data")).toContainText(`${user.today}: 80.6 kg body weight`);

  await page.goto("/advanced-dashboard");
  await expect(page.getByTestId("metric-steps-value")).toHaveText("8,000");
  await expect(page.getByTestId("latest-weight")).toHaveText(`Latest weight: 80.8 kg on ${user.today}`);

  await upload();
  await expect(page.getByTestId("toast")).toContainText("Apple Health: 0 new records, 5 already imported.");
  await expect(page.getByTestId("data-points-apple-health")).toContainText("5 data points");
  await expect(page.getByTestId("import-counts")).toHaveText("Imported so far: 5 from Apple Health, 0 from CSV.");
}
