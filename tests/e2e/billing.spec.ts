import { test } from "@playwright/test";
import { passPlanChangeCancelResume } from "./billing-journey";

test("with JavaScript: a pass bought and extended by card, a subscription that ends it, a plan change in place, cancel (asked first), resume", async ({
  page,
}) => {
  await passPlanChangeCancelResume(page, true);
});
