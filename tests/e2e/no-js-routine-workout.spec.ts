import { test } from "@playwright/test";
import { routineJourney } from "./routine-journey";

test("without JavaScript: a routine started in one tap, sets filled in, finished, then in History and Records", async ({ page }) => {
  await routineJourney(page);
});
