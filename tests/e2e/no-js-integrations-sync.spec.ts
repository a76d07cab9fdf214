import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";
import { makePremium } from "./scan-helpers";

/** The OAuth2 stand-in the e2e server's Withings goes through (playwright.config.ts: E2E_PORT + 30). */
const OAUTH_STANDIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 30}`;

test("without JavaScript, a premium member connects Withings over OAuth2, its weights come in, and Sync now fetches again or says Connection Failed", async ({
  page,
  request,
}) => {
  const user = await startTracking(page);
  makePremium(user.id);
  await page.goto("/integrations?category=smart_scale");
  await page.getByRole("link", { name: "Connect Device" }).click();
  // The stand-in's consent page sends the browser straight back with a code.
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByTestId("toast")).toContainText("Withings Body+ is connected: 31 records brought in.");
  await expect(page.getByTestId("data-points-withings-body")).toContainText("31 data points · last sync");
  await expect(page.getByTestId("recent-data")).toContainText(`${user.today}:`);
  await expect(page.getByTestId("recent-data")).toContainText("Withings Body+");

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Withings Body+" }) });
  await card.getByText("Configure").click();
  await card.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByTestId("toast")).toContainText("Synced");
  await expect(page.getByTestId("toast")).toContainText("Withings Body+: 0 new or updated records.");
  await expect(page.getByTestId("data-points-withings-body")).toContainText("31 data points");

  try {
    expect((await request.post(`${OAUTH_STANDIN}/__control/fail?what=data`)).ok()).toBe(true);
    await card.getByText("Configure").click();
    await card.getByRole("button", { name: "Sync now" }).click();
    await expect(page.getByTestId("toast")).toContainText("Connection Failed");
    await expect(page.getByTestId("toast")).toContainText("Please check your device settings and try again.");
    await expect(page.getByTestId("sync-error-withings-body")).toHaveText(
      "Connection Failed: Withings Body+ answered 500 Internal Server Error.",
    );
  } finally {
    await request.post(`${OAUTH_STANDIN}/__control/fail?what=none`);
  }

  await page.goto("/advanced-dashboard?period=week&tab=integrations");
  await expect(page.getByTestId("connection-withings-body")).toContainText("31 data points");
  await expect(page.getByTestId("connection-withings-body")).toContainText("Last sync failed: Withings Body+ answered 500");
});
