// The other side of "no person" (issue 28): with Chromium's fake camera playing a clip of a
// standing person, the real pose model finds them, so the screen does not say "No person in view";
// standing still is no rep, and the screen says that instead of inventing a score.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { writePersonClip } from "../helpers/person-clip";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { startTracking } from "./helpers";

const CLIP = path.resolve("test-results", "person-clip", "person.mjpeg");

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${CLIP}`,
    ],
  },
});

// The browser starts with the first test that needs it, after this.
test.beforeAll(async () => {
  mkdirSync(path.dirname(CLIP), { recursive: true });
  await writePersonClip(CLIP);
});

test("the pose model finds the person the camera shows, and a person standing still gets no score", async ({ page }) => {
  test.setTimeout(240_000);
  await startTracking(page);
  await page.goto("/form-analysis");
  await page.getByRole("button", { name: "Start Camera" }).click();
  await page.getByRole("button", { name: "Start Recording" }).click();
  await page.waitForTimeout(4000);
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await page.getByRole("button", { name: "Analyze Form" }).click();
  const outcome = page.getByTestId("form-outcome");
  await expect(outcome).toBeVisible({ timeout: 180_000 });
  await expect(outcome).toHaveAttribute("data-kind", "no-reps");
  await expect(outcome).toContainText("No complete rep found");
  await expect(page.getByTestId("form-score")).toHaveCount(0);
});
