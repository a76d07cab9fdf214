// Issue 37 item 7: every request example of /api/openapi.json, sent to the running server (the
// production build, `node server.js`) as a member would send it, is served (a 2xx): the description
// never shows a request its own door refuses.
import { logMeasurements } from "~/modules/body/measurements.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { routeDocs } from "~/http/openapi/document.server";
import { pathParamsOf } from "~/http/openapi/paths";
import { createCustomFood } from "~/modules/food/custom-foods.server";
import { logFood } from "~/modules/meal/log.server";
import { saveMeal } from "~/modules/meal/saved-meals.server";
import { createRecipe } from "~/modules/recipe/recipes.server";
import { updateProfile } from "~/modules/user/update.server";
import { createWorkout } from "~/modules/workout/start.server";
import { createRoutine } from "~/modules/workout/routines.server";
import { newMember } from "../helpers/requests";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";
import { resetStandins, sharedStandins } from "../helpers/standins";

/**
 * Examples that cannot be served as they stand, and what they get instead: a code is mailed, not
 * known in advance; a resend needs a code asked for a minute before; the welcome e-mail goes to the
 * caller's own address; a sync needs the provider's keys.
 */
const UNSENDABLE: Record<string, number> = {
  "POST /api/auth/verify-otp": 400,
  "POST /api/auth/change-email/verify": 400,
  "POST /api/auth/resend-otp": 429,
  "POST /api/auth/send-welcome-email": 403,
  "POST /api/integrations/sync": 503,
};

const examples = routeDocs().flatMap(({ path, doc }) =>
  Object.entries(doc.operations).flatMap(([method, operation]) =>
    operation?.example === undefined ? [] : [{ path, method, example: operation.example as unknown }],
  ),
);

let server: ServerProcess;
beforeAll(async () => {
  if (!HAS_BUILD) return;
  await resetStandins();
  const { stripeUrl, openAiUrl } = sharedStandins();
  server = await startServer({
    STRIPE_SECRET_KEY: "sk_test_examples",
    STRIPE_WEBHOOK_SECRET: "whsec_examples",
    STRIPE_API_BASE: stripeUrl,
    OPENAI_API_KEY: "standin",
    OPENAI_BASE_URL: openAiUrl,
  });
});
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(!HAS_BUILD)("the OpenAPI request examples, sent to the running server", () => {
  // 180 s: the label scanner reads its example image with OCR: 5 s on a calm machine, 50–80 s beside
  // the browser tests on a loaded 2-core one
  it.each(examples)(
    "$method $path: its example is served",
    async ({ path, method, example }) => {
      const { userId, cookie } = await newMember("example");
      await db.user.update({ where: { id: userId }, data: { tier: "premium_plus" } });
      const { mealId, entryId, date } = await logFood(userId, { foodId: 9040, quantity: 100, mealType: "snack" });
      const ids: Record<string, string> = { userId: String(userId), mealId: String(mealId), entryId: String(entryId) };
      // a routine's door needs one of the member's own
      if (path.includes("{routineId}")) ids.routineId = String((await createRoutine(userId, { name: "Legs", exercises: [] })).id);
      // a saved meal's doors take one of the member's own (the snack just logged, saved)
      if (path.includes("{savedMealId}"))
        ids.savedMealId = String((await saveMeal(userId, { name: "Usual snack", date, mealType: "snack" })).id);
      if (path.includes("{recipeId}"))
        ids.recipeId = String(
          (await createRecipe(userId, { name: "Porridge", servings: 2, ingredients: [{ foodId: 9040, quantity: 100 }] })).id,
        );
      // a food's door takes one of the member's own
      if (path.includes("{foodId}"))
        ids.foodId = String(
          (
            await createCustomFood(userId, {
              name: "Oat bar",
              category: "snacks",
              caloriesPer100g: 400,
              proteinPer100g: 8,
              carbsPer100g: 60,
              fatPer100g: 14,
            })
          ).id,
        );
      // a measurement's door takes one of the member's own days (its {entryId} is not a diary entry's)
      if (path.startsWith("/api/measurements/")) ids.entryId = String((await logMeasurements(userId, { waistCm: 85 })).id);
      const params = Object.fromEntries(pathParamsOf(path).map((name) => [name, ids[name] ?? "1"]));
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
      // completing a workout needs one started (the start door's own example)
      if (path === "/api/workout-sessions/complete") await createWorkout(userId, { exercises: [{ exerciseId: 1 }] });
      // a check-in needs an estimate: the profile's formula is one
      if (path === "/api/check-ins") await updateProfile(userId, { age: 35, height: 178, weight: 85, activityLevel: "light" });
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(example),
      });
      const body = await response.text();
      const refused = UNSENDABLE[`${method} ${path}`];
      if (refused) expect(response.status, `${method} ${path}: ${body.slice(0, 300)}`).toBe(refused);
      else expect(response.status, `${method} ${path}: ${body.slice(0, 300)}`).toBeLessThan(300);
    },
    180_000,
  );
});
