import { test } from "@playwright/test";
import { importAppleHealthTwice } from "./health-import-journey";

test("with JavaScript: a premium member imports an Apple Health export, sees it on the dashboard, and a re-import adds nothing", async ({
  page,
}) => {
  await importAppleHealthTwice(page);
});
