import { test } from "@playwright/test";
import { subscribeChangeCancelResume } from "./billing-journey";

test("with JavaScript: subscribe, change the plan in place, cancel at period end (asked first), resume", async ({ page }) => {
  await subscribeChangeCancelResume(page);
});
