import { test } from "@playwright/test";
import { passPlanChangeCancelResume } from "./billing-journey";

test("without JavaScript: a pass bought and extended on Stripe's page, a subscription that ends it, a plan change in place, cancel (asked first), resume", async ({
  page,
}) => {
  await passPlanChangeCancelResume(page, false);
});
