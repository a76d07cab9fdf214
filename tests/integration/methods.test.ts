import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import * as notFoundPage from "~/routes/$";
import * as guest from "~/routes/api.auth.guest";
import * as exercises from "~/routes/api.exercises";
import * as foodLog from "~/routes/api.food-log";
import * as foodsMine from "~/routes/api.foods.mine";
import * as foodsRecent from "~/routes/api.foods.recent";
import * as food from "~/routes/api.foods.$foodId";
import * as foods from "~/routes/api.foods";
import * as supportTicket from "~/routes/api.support.ticket";
import * as whatsappSend from "~/routes/api.whatsapp.send";
import * as paymentIntent from "~/routes/api.create-payment-intent";
import * as stripeWebhook from "~/routes/api.stripe.webhook";
import * as createSubscription from "~/routes/api.create-subscription";
import * as billingPortal from "~/routes/api.billing-portal";
import * as authRegister from "~/routes/api.auth.register";
import * as authVerify from "~/routes/api.auth.verify-otp";
import * as authResend from "~/routes/api.auth.resend-otp";
import * as authWelcome from "~/routes/api.auth.send-welcome-email";
import * as entryRestore from "~/routes/api.meal-foods.$entryId.restore";
import * as entry from "~/routes/api.meal-foods.$entryId";
import * as mealFoods from "~/routes/api.meals.$mealId.foods";
import * as mealsOfUser from "~/routes/api.meals.$userId";
import * as meals from "~/routes/api.meals";
import * as session from "~/routes/api.session";
import * as stats from "~/routes/api.stats.$userId";
import * as tracking from "~/routes/api.tracking.$userId.$date";
import * as user from "~/routes/api.user.$userId";
import * as dataExport from "~/routes/api.export";
import * as workoutSession from "~/routes/api.workout-session.$userId";
import * as workoutSessions from "~/routes/api.workout-sessions";
import * as workoutComplete from "~/routes/api.workout-sessions.complete";
import { newGuest, request, respond } from "../helpers/requests";

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;
type Route = { loader?: Handler; action?: Handler };

// Every /api route and the methods it serves; any other method gets 405 {error} and an Allow header.
const routes: { path: string; route: Route; allow: string[] }[] = [
  { path: "/api/auth/guest", route: guest, allow: ["POST"] },
  { path: "/api/exercises", route: exercises, allow: ["GET"] },
  { path: "/api/food-log", route: foodLog, allow: ["POST"] },
  { path: "/api/foods", route: foods, allow: ["GET", "POST"] },
  { path: "/api/foods/mine", route: foodsMine, allow: ["GET"] },
  { path: "/api/foods/recent", route: foodsRecent, allow: ["GET"] },
  { path: "/api/foods/1", route: food, allow: ["GET", "PUT", "DELETE"] },
  { path: "/api/meals", route: meals, allow: ["POST"] },
  { path: "/api/support/ticket", route: supportTicket, allow: ["POST"] },
  { path: "/api/whatsapp/send", route: whatsappSend, allow: ["POST"] },
  { path: "/api/create-payment-intent", route: paymentIntent, allow: ["POST"] },
  { path: "/api/stripe/webhook", route: stripeWebhook, allow: ["POST"] },
  { path: "/api/create-subscription", route: createSubscription, allow: ["POST"] },
  { path: "/api/billing-portal", route: billingPortal, allow: ["POST"] },
  { path: "/api/auth/register", route: authRegister, allow: ["POST"] },
  { path: "/api/auth/verify-otp", route: authVerify, allow: ["POST"] },
  { path: "/api/auth/resend-otp", route: authResend, allow: ["POST"] },
  { path: "/api/auth/send-welcome-email", route: authWelcome, allow: ["POST"] },
  { path: "/api/meals/1", route: mealsOfUser, allow: ["GET"] },
  { path: "/api/meals/1/foods", route: mealFoods, allow: ["POST"] },
  { path: "/api/meal-foods/1", route: entry, allow: ["PATCH", "DELETE"] },
  { path: "/api/meal-foods/1/restore", route: entryRestore, allow: ["POST"] },
  { path: "/api/session", route: session, allow: ["GET"] },
  { path: "/api/stats/1", route: stats, allow: ["GET"] },
  { path: "/api/tracking/1/2026-11-22", route: tracking, allow: ["GET"] },
  { path: "/api/user/1", route: user, allow: ["GET", "PUT"] },
  { path: "/api/export", route: dataExport, allow: ["GET"] },
  { path: "/api/workout-session/1", route: workoutSession, allow: ["GET"] },
  { path: "/api/workout-sessions", route: workoutSessions, allow: ["POST"] },
  { path: "/api/workout-sessions/complete", route: workoutComplete, allow: ["POST"] },
];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

describe.each(routes)("$path", ({ path, route, allow }) => {
  // One signed-in guest per route (a 405 changes nothing the next method could see).
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await newGuest());
  });
  it.each(METHODS.filter((method) => !allow.includes(method)))("answers %s with 405, an Allow header and {error}", async (method) => {
    // Remix sends GET (and HEAD) to the loader and every other method to the action.
    const handler = method === "GET" ? route.loader : route.action;
    expect(handler, `${path} has no ${method === "GET" ? "loader" : "action"}: Remix would answer its own 405`).toBeDefined();
    const response = await respond(() => handler!({ request: request(path, { method, cookie }), params: {}, context: {} }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow.join(", "));
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^Method not allowed/) });
  });
});

describe("an unknown page", () => {
  it("answers GET and every other method with the 404 page (the splat route has an action), not 405", async () => {
    expect(notFoundPage.action).toBeDefined();
    const args = { request: request("/nowhere", { method: "POST" }), params: {}, context: {} };
    for (const handler of [notFoundPage.loader, notFoundPage.action]) {
      expect((await respond(() => handler(args))).status).toBe(404);
    }
  });
});
