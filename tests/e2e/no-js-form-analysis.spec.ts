import { expect, test } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";

// /form-analysis without JavaScript (issue 28): it says plainly that the analysis needs JavaScript
// and a camera or a video, offers no control that cannot work, and still lists the saved results,
// which can be removed with a plain form post.
test.use({ viewport: { width: 360, height: 740 } });

const saved = {
  exercise: "push-up",
  score: 72,
  feedback: {
    good: ["3 complete reps found in 8.4 s."],
    improvements: ["Your hips sag or pike a little: squeeze glutes and brace."],
    warnings: [],
  },
  keyPoints: [
    { point: "Body line", status: "warning", description: "Hips bend 15° off the shoulder–ankle line at most (straight ≤ 10°)." },
  ],
  reps: 3,
  durationSeconds: 8.4,
  framesAnalysed: 85,
  framesTracked: 80,
  source: "file",
};

test("without JavaScript, form analysis says what it needs and still shows and removes saved results", async ({ page }) => {
  await startTracking(page);
  expect((await page.request.post("/api/form-analyses", { data: saved })).status()).toBe(201);
  await page.goto("/form-analysis");
  await expect(page.getByRole("heading", { level: 1, name: "AI Form Analysis" })).toBeVisible();
  await expect(page.getByText("Analysis needs JavaScript")).toBeVisible();
  await expect(page.getByText(/needs JavaScript and a camera or a video/)).toBeVisible();
  for (const control of ["Start Camera", "Start Recording", "Analyze Form", "Reset"])
    await expect(page.getByRole("button", { name: control })).toHaveCount(0);
  await expect(page.getByLabel("What are you doing?")).toHaveCount(0);
  expect(await fitsViewport(page)).toBe(true);

  const item = page.getByTestId("saved-analysis");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Push-up");
  await expect(item.getByTestId("form-score")).toHaveText("72/100");
  await expect(item.getByTestId("form-score")).toHaveAttribute("data-color", "yellow");
  await item.getByText("Push-up").click(); // opens the details
  await expect(item.getByTestId("key-point")).toContainText("Body line: Hips bend 15°");
  await item.getByRole("button", { name: "Remove from history" }).click();
  await expect(page.getByTestId("toast")).toContainText("Form analysis removed");
  await expect(page.getByTestId("saved-analysis")).toHaveCount(0);
  await expect(page.getByText("Analyses you save show up here")).toBeVisible();
});
