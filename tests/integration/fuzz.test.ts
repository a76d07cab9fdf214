// Issue 7, "Keep it proven": fast-check drives every route module in app/routes (loader and action,
// as Remix calls them) with fuzzed methods, path params, queries and bodies, signed in as a guest
// and signed out, on the database of the run (SQLite, or PostgreSQL with FITPLATE_TEST_POSTGRES_URL).
// For every request: no 5xx and no thrown error that is not a Response; an /api error is exactly
// {"error": string}; a refused request (4xx) changes no row of User, Meal, MealFood, Food, a workout, a form analysis, a saved meal, a recipe,
// a check-in, a day of measurements or a progress photo. After
// each route, what the user's requests stored is clean text (NFC, no control or bidi characters).
// Then each text field of a request the route accepted gets an astral character (😀, a ZWJ family)
// straddling every length limit found in app/ (issue 37 item 2: cuts are by grapheme, never by UTF-16 unit).
// A route file without an entry in ROUTES fails the first test: add its generators there.
// Not here (server.js answers them before Remix): TRACE, invalid Host, non-form bodies to page forms.
// FUZZ_STATS=1 prints the statuses seen per route (to check the generators reach success paths).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import * as analyzeFood from "~/routes/api.analyze-food";
import * as nutritionLabel from "~/routes/api.nutrition-label";
import * as nutritionLabelDiary from "~/routes/api.nutrition-label.diary";
import * as labelScannerPage from "~/routes/ar-nutrition-scanner";
import * as imagePage from "~/routes/images.$imageId";
import * as paymentIntent from "~/routes/api.create-payment-intent";
import * as stripeWebhook from "~/routes/api.stripe.webhook";
import * as checkoutPage from "~/routes/checkout";
import * as premiumPage from "~/routes/premium";
import * as premiumEnhanced from "~/routes/premium-enhanced";
import * as createSubscription from "~/routes/api.create-subscription";
import * as subscribePage from "~/routes/subscribe";
import * as paymentsPage from "~/routes/payments";
import * as billingPage from "~/routes/billing";
import * as billingPortal from "~/routes/billing-portal";
import * as billingPortalApi from "~/routes/api.billing-portal";
import {
  COPY_DAY_INTENT,
  DELETE_ENTRY_INTENT,
  DELETE_SAVED_MEAL_INTENT,
  LOG_FOOD_INTENT,
  LOG_SAVED_MEAL_INTENT,
  QUICK_ADD_INTENT,
  RESTORE_ENTRY_INTENT,
  SAVE_MEAL_INTENT,
  UNDO_COPY_INTENT,
  UNDO_SAVED_MEAL_LOG_INTENT,
  UPDATE_ENTRY_INTENT,
} from "~/modules/meal/intents";
import { localDateOf } from "~/modules/dates/calendar";
import { DELETE_WATER_INTENT, LOG_WATER_INTENT } from "~/modules/health/water";
import * as notFoundPage from "~/routes/$";
import * as home from "~/routes/_index";
import * as homeByName from "~/routes/fitplate";
import * as foodScanMoved from "~/routes/food-scan";
import * as workoutTrackerMoved from "~/routes/workout-tracker";
import * as navigationPage from "~/routes/navigation";
import * as privacyPage from "~/routes/privacy";
import * as deploymentWizard from "~/routes/deployment-wizard";
import * as deploymentStatus from "~/routes/deployment-status";
import * as deployGuide from "~/routes/deploy";
import * as assetLinks from "~/routes/[.]well-known.assetlinks[.]json";
import * as apiNotFound from "~/routes/api.$";
import * as guest from "~/routes/api.auth.guest";
import * as exercises from "~/routes/api.exercises";
import * as foodLog from "~/routes/api.food-log";
import * as quickAddApi from "~/routes/api.quick-add";
import * as historyImportApi from "~/routes/api.history-import";
import * as diaryCopyApi from "~/routes/api.diary.copy";
import * as savedMealsApi from "~/routes/api.saved-meals";
import * as recipesApi from "~/routes/api.recipes";
import * as recipesPage from "~/routes/recipes";
import * as recipeEditor from "~/routes/recipes_.$recipeId";
import * as recipeApi from "~/routes/api.recipes.$recipeId";
import { createRecipe } from "~/modules/recipe/recipes.server";
import * as savedMealApi from "~/routes/api.saved-meals.$savedMealId";
import * as savedMealLogApi from "~/routes/api.saved-meals.$savedMealId.log";
import * as food from "~/routes/api.foods.$foodId";
import * as foodsMine from "~/routes/api.foods.mine";
import * as foodsRecent from "~/routes/api.foods.recent";
import * as foodBarcode from "~/routes/api.foods.barcode.$code";
import * as foods from "~/routes/api.foods";
import * as entryRestore from "~/routes/api.meal-foods.$entryId.restore";
import * as entry from "~/routes/api.meal-foods.$entryId";
import * as mealFoods from "~/routes/api.meals.$mealId.foods";
import * as mealsOfUser from "~/routes/api.meals.$userId";
import * as meals from "~/routes/api.meals";
import * as session from "~/routes/api.session";
import * as apiDocs from "~/routes/api.docs";
import * as openApiJson from "~/routes/api.openapi[.]json";
import * as stats from "~/routes/api.stats.$userId";
import * as tracking from "~/routes/api.tracking.$userId.$date";
import * as user from "~/routes/api.user.$userId";
import * as water from "~/routes/api.water";
import * as waterEntry from "~/routes/api.water.$entryId";
import * as weightsApi from "~/routes/api.weights";
import * as expenditureApi from "~/routes/api.expenditure";
import * as weightPage from "~/routes/weight";
import * as measurementsApi from "~/routes/api.measurements";
import * as measurementApi from "~/routes/api.measurements.$entryId";
import * as measurementsPage from "~/routes/measurements";
import * as checkInApi from "~/routes/api.check-in";
import * as budgetApi from "~/routes/api.budget";
import * as notificationSettingsApi from "~/routes/api.notification-settings";
import * as pushSubscriptionsApi from "~/routes/api.push-subscriptions";
import * as checkInsApi from "~/routes/api.check-ins";
import * as checkInPage from "~/routes/check-in";
import * as formAnalysisPage from "~/routes/form-analysis";
import * as formAnalyses from "~/routes/api.form-analyses";
import * as formAnalysis from "~/routes/api.form-analyses.$analysisId";
import { DELETE_ANALYSIS_INTENT, SAVE_ANALYSIS_INTENT } from "~/modules/exercise-form/intents";
import * as dataExport from "~/routes/api.export";
import * as supportTicket from "~/routes/api.support.ticket";
import * as supportPage from "~/routes/support";
import * as devOutbox from "~/routes/dev.outbox";
import * as authRegister from "~/routes/api.auth.register";
import * as authVerify from "~/routes/api.auth.verify-otp";
import * as authResend from "~/routes/api.auth.resend-otp";
import * as authWelcome from "~/routes/api.auth.send-welcome-email";
import * as changeEmail from "~/routes/api.auth.change-email";
import * as changeEmailVerify from "~/routes/api.auth.change-email.verify";
import * as changeEmailPage from "~/routes/profile_.email";
import * as registrationPage from "~/routes/registration";
import * as loginPage from "~/routes/login";
import * as logoutPage from "~/routes/logout";
import * as onboardingPage from "~/routes/onboarding";
import * as mealPlannerPage from "~/routes/ai-meal-planner";
import * as generateMealPlan from "~/routes/api.ai.generate-meal-plan";
import * as kioskPage from "~/routes/kiosk";
import * as accountPage from "~/routes/account";
import * as whatsappSend from "~/routes/api.whatsapp.send";
import * as supportInbox from "~/routes/support_.inbox";
import * as supportInboxTicket from "~/routes/support_.inbox_.$ticketId";
import { CLOSE_TICKET_INTENT, REOPEN_TICKET_INTENT, STAFF_REPLY_INTENT } from "~/modules/support/ticket-fields";
import { CALL_REQUEST_INTENT, FILE_TICKET_INTENT, SUPPORT_CHAT_INTENT, WHATSAPP_TEST_INTENT } from "~/modules/support/ticket-fields";
import * as profilePage from "~/routes/profile";
import * as progressPage from "~/routes/progress";
import * as progressEnhanced from "~/routes/progress-enhanced";
import * as advancedDashboard from "~/routes/advanced-dashboard";
import * as advancedDashboardApi from "~/routes/api.advanced-dashboard";
import { PROFILE_INTENTS } from "~/modules/user/profile-fields";
import { NOTIFICATION_SETTINGS_INTENT } from "~/modules/notifications/settings";
import * as diary from "~/routes/diary";
import * as integrationsPage from "~/routes/integrations";
import * as integrationsImport from "~/routes/integrations_.import";
import * as integrationsHistory from "~/routes/integrations_.history";
import * as integrationsOAuth from "~/routes/integrations_.oauth.$integrationId";
import * as integrationsConnect from "~/routes/api.integrations.connect";
import * as integrationsSync from "~/routes/api.integrations.sync";
import { CONNECT_INTENT, DISCONNECT_INTENT, SYNC_INTENT } from "~/modules/integrations/inputs";
import * as myFoods from "~/routes/foods";
import * as editFood from "~/routes/foods_.$foodId_.edit";
import * as foodPage from "~/routes/foods_.$foodId";
import * as scanPage from "~/routes/scan";
import * as scanEnhanced from "~/routes/scan-enhanced";
import * as workoutSession from "~/routes/api.workout-session.$userId";
import * as workoutSessions from "~/routes/api.workout-sessions";
import * as completeWorkout from "~/routes/api.workout-sessions.complete";
import * as workoutPage from "~/routes/workout";
import * as workoutEnhanced from "~/routes/workout-enhanced";
import * as workoutHistoryPage from "~/routes/workout_.history.$sessionId";
import * as routinesApi from "~/routes/api.routines";
import * as routinesPage from "~/routes/workout_.routines";
import * as routinePage from "~/routes/workout_.routines_.$routineId";
import * as routineApi from "~/routes/api.routines.$routineId";
import * as workoutRecordsPage from "~/routes/workout_.records";
import * as exerciseProgressPage from "~/routes/workout_.exercises.$exerciseId";
import {
  ADD_EXERCISE_INTENT,
  DELETE_SET_INTENT,
  FINISH_WORKOUT_INTENT,
  LOG_SET_INTENT,
  REMOVE_EXERCISE_INTENT,
  SKIP_REST_INTENT,
  START_WORKOUT_INTENT,
  UPDATE_SET_INTENT,
  UPDATE_TARGETS_INTENT,
} from "~/modules/workout/intents";
import { newGuest, ORIGIN } from "../helpers/requests";
import { resetStandins, sharedStandins } from "../helpers/standins";

const NUM_RUNS = 40;
/** A form analysis as /form-analysis saves it (spec commercial §3). */
const formAnalysisBody = {
  exercise: "squat",
  score: 86,
  feedback: { good: ["3 complete reps found in 9.9 s."], improvements: ["Nearly there: sit a little deeper."], warnings: [] },
  keyPoints: [{ point: "Depth", status: "warning", description: "Knee angle at the bottom: 108°." }],
  reps: 3,
  durationSeconds: 9.9,
  framesAnalysed: 100,
  framesTracked: 97,
  source: "camera",
};
const PIXEL_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const SEED = 20261122;

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

/** One generated request: the handler gets `params` as Remix would (decoded path segments). */
type Call = {
  method: string;
  signedIn: boolean;
  path: string;
  query?: Record<string, string | undefined>;
  params?: Record<string, string>;
  body?: { json: unknown } | { raw: string } | { csv: string } | { form: Record<string, string | undefined> };
};

type Fixture = { userId: number; cookie: string; mealId: number; entryId: number; foodId: number; savedMealId: number; recipeId: number };
type Ctx = { me: Fixture; other: Fixture; today: string };

// ---------------------------------------------------------------------------------------------
// Generators

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00",
  "\u202Eevil",
  "\u2066x\u2069",
  "\u0085",
  "0x10",
  "1e3",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[]",
  "2147483647",
  "2147483648",
  "99999999999999999999999",
  "0000-01-01",
  "1999-12-31",
  "2999-01-01",
  "9999-12-31",
  "2026-02-30",
  '\'; DROP TABLE "Food"; --',
  '" OR "',
  "%00",
  "../..",
  "a".repeat(5000),
];

const nasty = fc.constantFrom(...NASTY);
/** What a URL can carry: lone surrogates become U+FFFD, as percent-decoding does. */
const wellFormed = (s: string) => s.replace(/\p{Cs}/gu, "\uFFFD");
const text = fc.oneof(nasty, fc.string({ maxLength: 12 }), fc.string({ unit: "binary", maxLength: 40 }));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [1], 2147483648, -1, 0, 1e30) },
);
/** A path segment as Remix hands it over (decoded, so always well-formed UTF-16). */
const segment = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: text.map((s) => wellFormed(s)) });

const randomId = fc.oneof(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom(2 ** 31 - 1, 2 ** 31, 0));
/** An id: mostly the first (the signed-in user's own), sometimes another's, any id, or anything. */
const idOf = (mine: number, ...others: number[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(mine) },
    { weight: 2, arbitrary: fc.constantFrom(mine, ...others) },
    { weight: 1, arbitrary: randomId },
  );
const idSegment = (mine: number, ...others: number[]) => segment(idOf(mine, ...others).map(String));
const mealType = fc.constantFrom("breakfast", "lunch", "dinner", "snack");
const dateString = (ctx: Ctx) => fc.constantFrom(ctx.today, "2026-01-01", "2000-01-01");
const number = fc.oneof(
  fc.integer({ min: 0, max: 3000 }),
  fc.double({ min: 0, max: 1000, noNaN: true }),
  fc.constantFrom("12", "12.5", " 7 ", ".5"),
);

/** Characters a valid string gets to test cleaning: NUL, lone surrogates, a bidi override, a C1 control. */
const poison = fc.constantFrom("\u0000", "\uD800", "\uDC00", "\u202E", "\u0085", "\u0007");

/** An object of valid fields, the same with a NUL, surrogate or control character in one string, the same with one field changed to anything or dropped, or every field fuzzed. */
function objects<V>(valid: Record<string, fc.Arbitrary<V>>, anything: fc.Arbitrary<V | undefined>) {
  const keys = Object.keys(valid);
  const record = fc.record(valid);
  return fc.oneof(
    { weight: 3, arbitrary: record },
    {
      weight: 3,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...keys), fc.oneof(anything, fc.constant(undefined)))
        .map(([object, key, value]) => ({ ...object, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(record, fc.constantFrom(...keys), poison).map(([object, key, bad]) => ({
        ...object,
        [key]: typeof object[key] === "string" ? `${object[key] as string}${bad}x` : object[key],
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        Object.fromEntries(
          keys.map((key) => [
            key,
            fc.oneof(
              { weight: 3, arbitrary: valid[key]! },
              { weight: 1, arbitrary: anything },
              { weight: 1, arbitrary: fc.constant(undefined) },
            ),
          ]),
        ),
      ),
    },
  );
}

/** A JSON body: the route's object (valid, one field off, or fuzzed), any JSON value, or not JSON at all. */
const jsonBody = (valid: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 8, arbitrary: objects(valid, anyValue).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map((raw) => ({ raw })) },
  );
/** A url-encoded form of the route's fields (valid, one off, or fuzzed). */
const formBody = (valid: Record<string, fc.Arbitrary<string>>) => objects<string>(valid, text).map((form) => ({ form }));
/** A CSV body: a header row of an export layout (or none we read), then rows of dates, numbers and anything. */
const csvBody = fc
  .tuple(
    fc.constantFrom(
      "Date,Energy (kcal),Protein (g),Carbs (g),Fat (g),Completed",
      "Date,Meal,Calories,Protein (g),Carbohydrates (g),Fat (g)",
      "Day,Group,Metric,Unit,Amount",
      "Date,Weight",
      "Date,Food Name,Calories (kcal)",
      "date,steps",
    ),
    fc.array(
      fc.array(fc.oneof(fc.constantFrom("2026-01-05", "2999-01-01", "Weight", "lbs", "Lunch"), number.map(String), text), { maxLength: 6 }),
      {
        maxLength: 5,
      },
    ),
  )
  .map(([header, rows]) => ({ csv: [header, ...rows.map((cells) => cells.join(","))].join("\n") }));
/** A body whose first bytes are a zip's (what a workbook starts with), the rest anything: a corrupt .xlsx. */
const zipJunkBody = fc.string({ unit: "binary", maxLength: 60 }).map((junk) => ({ csv: `PK\u0003\u0004${junk}` }));
/** A query string of the route's parameters. */
const queryOf = (valid: Record<string, fc.Arbitrary<string>>) => objects<string>(valid, text);

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const method = (...served: string[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...served) }, { weight: 1, arbitrary: fc.constantFrom(...ALL_METHODS) });
const signedIn = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

/** The user id of an /api/.../{userId} path: mine, another user's, or anything. */
const userSegment = (ctx: Ctx) => idSegment(ctx.me.userId, ctx.other.userId, 1);

// ---------------------------------------------------------------------------------------------
// The table: every file in app/routes, with its generators.

/**
 * upstream: the route relays a third party (the model, Stripe), whose refusal is a 502 by design
 * ("Analysis Failed"). calls null: a static page (no loader, no action), with nothing to fuzz.
 */
type RouteSpec = { module: RouteModule; api: boolean; upstream?: true; calls: ((ctx: Ctx) => fc.Arbitrary<Call>) | null };
type FuzzedRoute = RouteSpec & { calls: (ctx: Ctx) => fc.Arbitrary<Call> };

/** A path the spec names that moved (every method: 301 on GET, 308 otherwise). */
const moved = (module: RouteModule, from: string): RouteSpec => ({
  module,
  api: false,
  calls: () => fc.record({ method: fc.constantFrom(...ALL_METHODS), signedIn, path: fc.constant(from), query: queryOf({ q: text }) }),
});
const staticPage: RouteSpec = { module: {}, api: false, calls: null };

const logFoodFields = (ctx: Ctx) => ({
  foodId: idOf(9040, 11090, ctx.me.foodId, ctx.other.foodId),
  quantity: number,
  mealType: mealType,
  date: dateString(ctx),
  portionLabel: fc.constantFrom("1 medium", "1 cup, sliced"),
});
const logFoodForm = (ctx: Ctx) => ({
  foodId: fc.constantFrom("9040", String(ctx.me.foodId), String(ctx.other.foodId)),
  quantity: fc.constantFrom("100", "", "12.5", "6000"),
  mealType: mealType,
  date: dateString(ctx),
  portionLabel: fc.constantFrom("1 medium"),
});
const quickAddFields = (ctx: Ctx) => ({
  calories: number,
  protein: number,
  carbs: number,
  fat: number,
  label: fc.constantFrom("Office cake", "Café au lait"),
  mealType: mealType,
  date: dateString(ctx),
});
/** A food of one's own as POST /api/foods and PUT /api/foods/{id} take it: per 100 g, or per serving (issue 39 part 5). */
const customFoodFields = () => ({
  name: fc.constantFrom("Granola, homemade", "Oat bar"),
  brand: fc.constantFrom("Acme"),
  category: fc.constantFrom("grains", "snacks", "candy"),
  caloriesPer100g: fc.constantFrom(471, "471", 250, undefined),
  proteinPer100g: fc.constantFrom(10, "10", 4, undefined),
  carbsPer100g: fc.constantFrom(64, "64", 30, undefined),
  fatPer100g: fc.constantFrom(20, "20", 12, undefined),
  fiberPer100g: fc.constantFrom(5, "", null),
  sugarPer100g: fc.constantFrom(1, "", null),
  servingSize: fc.constantFrom(30, "250", undefined, 0, "0.5"),
  servingUnit: fc.constantFrom("g", "ml", undefined, "cup"),
  gramsPerMl: fc.constantFrom(undefined, 1.03, "9"),
  caloriesPerServing: fc.constantFrom(141, "120", undefined),
  proteinPerServing: fc.constantFrom(3, "2.5", undefined),
  carbsPerServing: fc.constantFrom(19.2, "16", undefined),
  fatPerServing: fc.constantFrom(6, "5", undefined, 40),
});
/** A recipe as POST /api/recipes and PUT /api/recipes/{id} take it. */
const recipeFields = (ctx: Ctx) => ({
  name: fc.oneof({ weight: 4, arbitrary: fc.constant("Porridge") }, { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(130)) }),
  servings: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(1, 2, "4", 2.5) }, { weight: 1, arbitrary: fc.constantFrom(0, 101, "two") }),
  cookedWeightGrams: fc.constantFrom(500, "", undefined, -5, 60000),
  ingredients: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        [{ foodId: 9040, quantity: 118 }],
        [
          { foodId: ctx.me.foodId, quantity: 80 },
          { foodId: ctx.me.recipeId, quantity: 100 },
        ],
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom([{ foodId: ctx.other.foodId, quantity: 80 }], [{ foodId: 9040, quantity: 0 }], [], "9040") },
  ),
});
const quickAddForm = {
  calories: fc.constantFrom("350", "", "0", "20000"),
  protein: fc.constantFrom("12", ""),
  label: fc.constantFrom("Office cake", ""),
};
const mealPreferences = {
  goalType: fc.constantFrom("weight_loss", "maintenance", "bulk"),
  dietType: fc.constantFrom("omnivore", "vegan", "keto", "carnivore"),
  calorieTarget: fc.constantFrom(1800, 1200, "2000", -5, 1e9),
  proteinTarget: fc.constantFrom(120, 300, "abc"),
  allergies: fc.constantFrom(["peanuts"], [], ["", "x".repeat(60)], "peanuts"),
  dislikes: fc.constantFrom(["tofu"], []),
  mealsPerDay: fc.constantFrom(2, 6, 7, 1, "3"),
  cookingTime: fc.constantFrom("quick", "extensive", "never"),
};
const panelQuery = (ctx: Ctx) => ({
  q: fc.constantFrom("banana", "bananna", "chick", "xqzvw", "a"),
  food: fc.constantFrom("9040", String(ctx.me.foodId), String(ctx.other.foodId), "2147483648"),
  grams: fc.constantFrom("100", "abc", ""),
  portion: fc.constantFrom("1 medium"),
});

/** A workout as the spec's client sends it: exercises with targets and sets. */
const workoutBody = (ctx: Ctx, time: string) =>
  jsonBody({
    userId: idOf(ctx.me.userId, ctx.other.userId),
    name: fc.constantFrom("Push day", "Leg\u0000day", "\u202Eday"),
    [time]: fc.constantFrom(new Date().toISOString(), "2026-11-22T08:00:00Z", "yesterday"),
    exercises: fc.constantFrom(
      [{ exerciseId: 1, targetSets: 3, sets: [{ reps: 5, weight: 100 }] }],
      [{ exerciseId: 2, sets: [{ reps: "abc", weight: -5 }] }],
      [],
      [{ exerciseId: 2147483648 }],
    ),
  });

/** The routine screens' forms. */
const routineForm = {
  intent: fc.constantFrom(
    "create-routine",
    "start-routine",
    "delete-routine",
    "rename-routine",
    "add-routine-exercise",
    "update-routine-exercise",
    "remove-routine-exercise",
    "move-routine-exercise",
    "other",
  ),
  name: fc.constantFrom("Push A", "", "x".repeat(130)),
  routineId: fc.constantFrom("1", "0", "x"),
  exerciseId: fc.constantFrom("44", "999999", ""),
  routineExerciseId: fc.constantFrom("1", "2147483648", ""),
  direction: fc.constantFrom("up", "down", "sideways"),
  targetSets: fc.constantFrom("3", "0", "abc", ""),
  targetReps: fc.constantFrom("5", "-1", ""),
  targetWeight: fc.constantFrom("60", "82,5", "1001"),
  restSeconds: fc.constantFrom("90", "9999"),
  fromWorkoutId: fc.constantFrom("1", "x"),
};

/** A routine as POST /api/routines and PUT /api/routines/{id} take it. */
const routineFields = {
  name: fc.constantFrom("Push A", "", " ", "x".repeat(130)),
  exercises: fc.constantFrom(
    [{ exerciseId: 44, targetSets: 3, targetReps: 5, targetWeight: 60, restSeconds: 120 }],
    [],
    [{ exerciseId: 999999 }],
    [{ exerciseId: 44, targetReps: "abc" }],
    "44",
  ),
  fromWorkoutId: fc.constantFrom(1, 2147483648, "x"),
};

/** The workout screens' forms (both screens share one handler). */
const workoutForm = (ctx: Ctx) =>
  formBody({
    intent: fc.constantFrom(
      ADD_EXERCISE_INTENT,
      REMOVE_EXERCISE_INTENT,
      UPDATE_TARGETS_INTENT,
      START_WORKOUT_INTENT,
      LOG_SET_INTENT,
      UPDATE_SET_INTENT,
      DELETE_SET_INTENT,
      SKIP_REST_INTENT,
      FINISH_WORKOUT_INTENT,
    ),
    exerciseId: fc.constantFrom("1", "2", "2147483648", "0x10"),
    workoutExerciseId: fc.constantFrom("1", String(ctx.me.entryId), "2147483648"),
    setId: fc.constantFrom("1", "2147483648"),
    weight: fc.constantFrom("82.5", "82,5", "-5", "abc", ""),
    reps: fc.constantFrom("5", "abc", "1.5", ""),
    targetSets: fc.constantFrom("3", "0", "x"),
    targetReps: fc.constantFrom("8", ""),
    targetWeight: fc.constantFrom("60", "-1"),
    restSeconds: fc.constantFrom("90", "100000"),
  });

const workoutScreen = (path: string, ctx: Ctx) =>
  fc.oneof(
    fc.record({
      method: fc.constant("GET"),
      signedIn,
      path: fc.constant(path),
      query: queryOf({ q: fc.constantFrom("squat", "chest"), category: fc.constantFrom("strength") }),
    }),
    fc.record({ method: method("POST"), signedIn, path: fc.constant(path), body: workoutForm(ctx) }),
  );

/** The two scanner screens share their loader and action (app/http/screens/scan-page.server.ts). */
function scanScreen(module: RouteModule, path: string): RouteSpec {
  return {
    module,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant(path),
          query: queryOf({
            method: fc.constantFrom("camera", "barcode", "manual", "voice"),
            scan: fc.constantFrom("1", "2147483648", "0x10"),
            code: fc.constantFrom("4006381333931", "4006381333932", "abc"),
            q: fc.constantFrom("banana", "b"),
          }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant(path),
          body: formBody({
            intent: fc.constantFrom(
              "scan-analyze",
              "scan-update",
              "scan-remove:0",
              "scan-remove:x",
              "scan-add:9040",
              "scan-save",
              LOG_FOOD_INTENT,
            ),
            scanId: fc.constantFrom("1", "2147483648", "0x10"),
            "items[0].grams": fc.constantFrom("150", "-1", "1e9"),
            "items[0].choice": fc.constantFrom("estimate", "9040", "0"),
            name: fc.constantFrom("Lunch", ""),
            mealType: fc.constantFrom("lunch", "brunch", ""),
            quantity: fc.constantFrom("100", "0x10"),
            foodId: fc.constantFrom(String(ctx.me.foodId), String(ctx.other.foodId)),
            photo: fc.constantFrom("not a file"),
          }),
        }),
      ),
  };
}

const ROUTES: Record<string, RouteSpec> = {
  "$.tsx": {
    module: notFoundPage,
    api: false,
    calls: () => fc.record({ method: method("GET", "POST"), signedIn, path: text.map((s) => `/${encodeURIComponent(wellFormed(s))}`) }),
  },
  "_index.tsx": {
    module: home,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/"), query: queryOf(panelQuery(ctx)) }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/?index"),
          body: formBody({
            intent: fc.constantFrom("start", LOG_FOOD_INTENT, LOG_WATER_INTENT, DELETE_WATER_INTENT, "exercise-budget"),
            timeZone: fc.constantFrom("Europe/Paris"),
            exerciseInBudget: fc.constantFrom("auto", "on", "off", "always"),
            amountMl: fc.constantFrom("250", "0", "5001", "x"),
            entryId: fc.constantFrom("1", "2147483648", "x"),
            ...logFoodForm(ctx),
          }),
        }),
      ),
  },
  "api.$.ts": {
    module: apiNotFound,
    api: true,
    calls: () =>
      fc.record({ method: fc.constantFrom(...ALL_METHODS), signedIn, path: text.map((s) => `/api/${encodeURIComponent(wellFormed(s))}`) }),
  },
  "api.auth.guest.ts": {
    module: guest,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/guest"),
        body: jsonBody({ timeZone: fc.constantFrom("UTC", "Asia/Tokyo", "Nowhere/City") }),
      }),
  },
  "api.exercises.ts": {
    module: exercises,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/exercises") }),
  },
  "api.ai.generate-meal-plan.ts": {
    module: generateMealPlan,
    api: true,
    calls: () =>
      fc.record({ method: method("POST"), signedIn, path: fc.constant("/api/ai/generate-meal-plan"), body: jsonBody(mealPreferences) }),
  },
  "ai-meal-planner.tsx": {
    module: mealPlannerPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/ai-meal-planner"),
          query: queryOf({ tab: fc.constantFrom("preferences", "meal-plan", "shopping", "x"), format: fc.constantFrom("text", "html") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/ai-meal-planner"),
          body: formBody({
            intent: fc.constantFrom("update", "generate", "log-meal", "tick", "x"),
            dietType: fc.constantFrom("vegetarian", "keto", "x"),
            calorieTarget: fc.constantFrom("1800", "", "-1"),
            mealsPerDay: fc.constantFrom("3", "7"),
            newAllergy: fc.constantFrom("peanuts", "\u0000"),
            planId: fc.constantFrom("1", "2147483648", "x"),
            day: fc.constantFrom("1", "8"),
            meal: fc.constantFrom("1", "0"),
            foodId: fc.constantFrom("9040", "x"),
            checked: fc.constantFrom("true", "maybe"),
          }),
        }),
      ),
  },
  "api.food-log.ts": {
    module: foodLog,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/food-log"),
        body: fc.oneof(
          jsonBody(logFoodFields(ctx)),
          jsonBody({ foodId: idOf(ctx.me.recipeId, ctx.other.recipeId, 9040), servings: number, mealType, date: dateString(ctx) }),
        ),
      }),
  },
  "api.diary.copy.ts": {
    module: diaryCopyApi,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/diary/copy"),
        body: jsonBody({ fromDate: dateString(ctx), toDate: dateString(ctx), mealType }),
      }),
  },
  "recipes.tsx": {
    module: recipesPage,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/recipes") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/recipes"),
          body: formBody({
            intent: fc.constantFrom("duplicate-recipe", "delete-recipe", "x"),
            recipeId: fc.constantFrom(String(ctx.me.recipeId), String(ctx.other.recipeId), String(ctx.me.foodId), "0", "x"),
          }),
        }),
      ),
  },
  "recipes_.$recipeId.tsx": {
    module: recipeEditor,
    api: false,
    calls: (ctx) =>
      fc.constantFrom(String(ctx.me.recipeId), "new", String(ctx.other.recipeId), "x", "2147483648").chain((recipeId) =>
        fc.oneof(
          fc.record({
            method: fc.constant("GET"),
            signedIn,
            path: fc.constant(`/recipes/${recipeId}`),
            params: fc.constant({ recipeId }),
            query: queryOf({ q: fc.constantFrom("banana", "a", "fuzz"), food: fc.constantFrom("9040", String(ctx.other.foodId), "x") }),
          }),
          fc.record({
            method: method("POST"),
            signedIn,
            path: fc.constant(`/recipes/${recipeId}`),
            params: fc.constant({ recipeId }),
            body: formBody({
              intent: fc.constantFrom("save-recipe", "add-ingredient", "x"),
              name: fc.constantFrom("Porridge", ""),
              servings: fc.constantFrom("4", "0", "two"),
              cookedWeightGrams: fc.constantFrom("", "600", "-1"),
              foodId: fc.constantFrom("9040", String(ctx.me.recipeId), String(ctx.other.foodId), "x"),
              quantity: fc.constantFrom("118", "0", ""),
              remove: fc.constantFrom("0", "5"),
            }),
          }),
        ),
      ),
  },
  "api.recipes.ts": {
    module: recipesApi,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("GET", "POST"),
        signedIn,
        path: fc.constant("/api/recipes"),
        body: jsonBody(recipeFields(ctx)),
      }),
  },
  "api.recipes.$recipeId.ts": {
    module: recipeApi,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.recipeId, ctx.other.recipeId, ctx.me.foodId).chain((recipeId) =>
        fc.record({
          method: method("GET", "PUT", "DELETE"),
          signedIn,
          path: fc.constant(`/api/recipes/${encodeURIComponent(recipeId)}`),
          params: fc.constant({ recipeId }),
          body: jsonBody(recipeFields(ctx)),
        }),
      ),
  },
  "api.saved-meals.ts": {
    module: savedMealsApi,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("GET", "POST"),
        signedIn,
        path: fc.constant("/api/saved-meals"),
        body: jsonBody({ name: fc.constantFrom("Usual breakfast", "Café", "", "x".repeat(130)), date: dateString(ctx), mealType }),
      }),
  },
  "api.saved-meals.$savedMealId.ts": {
    module: savedMealApi,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.savedMealId, ctx.other.savedMealId).chain((savedMealId) =>
        fc.record({
          method: method("DELETE"),
          signedIn,
          path: fc.constant(`/api/saved-meals/${encodeURIComponent(savedMealId)}`),
          params: fc.constant({ savedMealId }),
        }),
      ),
  },
  "api.saved-meals.$savedMealId.log.ts": {
    module: savedMealLogApi,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.savedMealId, ctx.other.savedMealId).chain((savedMealId) =>
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant(`/api/saved-meals/${encodeURIComponent(savedMealId)}/log`),
          params: fc.constant({ savedMealId }),
          body: jsonBody({ date: dateString(ctx), mealType }),
        }),
      ),
  },
  "api.history-import.ts": {
    module: historyImportApi,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/history-import"),
        query: queryOf({
          format: fc.constantFrom("auto", "myfitnesspal", "cronometer", "macrofactor"),
          weightUnit: fc.constantFrom("kg", "lb"),
        }),
        body: fc.oneof(
          { weight: 4, arbitrary: csvBody },
          { weight: 1, arbitrary: zipJunkBody },
          { weight: 1, arbitrary: jsonBody({ csv: text }) },
        ),
      }),
  },
  "api.quick-add.ts": {
    module: quickAddApi,
    api: true,
    calls: (ctx) =>
      fc.record({ method: method("POST"), signedIn, path: fc.constant("/api/quick-add"), body: jsonBody(quickAddFields(ctx)) }),
  },
  "api.foods.$foodId.ts": {
    module: food,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.foodId, ctx.other.foodId, 9040, ctx.me.recipeId).chain((foodId) =>
        fc.record({
          method: method("GET", "PUT", "DELETE"),
          signedIn,
          path: fc.constant(`/api/foods/${encodeURIComponent(foodId)}`),
          params: fc.constant({ foodId }),
          body: jsonBody(customFoodFields()),
        }),
      ),
  },
  "api.foods.mine.ts": {
    module: foodsMine,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/foods/mine") }),
  },
  "api.foods.barcode.$code.ts": {
    module: foodBarcode,
    api: true,
    calls: () =>
      fc.constantFrom("4006381333931", "4006381333932", "96385074", "abc", "1".repeat(60), "%00").chain((code) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/api/foods/barcode/${encodeURIComponent(code)}`),
          params: fc.constant({ code }),
        }),
      ),
  },
  "api.foods.recent.ts": {
    module: foodsRecent,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/foods/recent") }),
  },
  "api.foods.ts": {
    module: foods,
    api: true,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/api/foods"),
          query: queryOf({ search: fc.constantFrom("banana", "bananna", "chicken bre", "xqzvw", "NEAR(milk)", "a:* & !b") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/api/foods"),
          body: jsonBody(customFoodFields()),
        }),
      ),
  },
  "api.meal-foods.$entryId.restore.ts": {
    module: entryRestore,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.entryId, ctx.other.entryId).chain((entryId) =>
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant(`/api/meal-foods/${encodeURIComponent(entryId)}/restore`),
          params: fc.constant({ entryId }),
        }),
      ),
  },
  "api.meal-foods.$entryId.ts": {
    module: entry,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.entryId, ctx.other.entryId).chain((entryId) =>
        fc.record({
          method: method("PATCH", "DELETE"),
          signedIn,
          path: fc.constant(`/api/meal-foods/${encodeURIComponent(entryId)}`),
          params: fc.constant({ entryId }),
          body: jsonBody({ quantity: number, mealType: mealType }),
        }),
      ),
  },
  "api.meals.$mealId.foods.ts": {
    module: mealFoods,
    api: true,
    calls: (ctx) =>
      idSegment(ctx.me.mealId, ctx.other.mealId).chain((mealId) =>
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant(`/api/meals/${encodeURIComponent(mealId)}/foods`),
          params: fc.constant({ mealId }),
          body: jsonBody({
            foodId: idOf(9040, ctx.me.foodId, ctx.other.foodId),
            quantity: number,
            portionLabel: fc.constantFrom("1 medium"),
            calories: number,
          }),
        }),
      ),
  },
  "api.meals.$userId.ts": {
    module: mealsOfUser,
    api: true,
    calls: (ctx) =>
      userSegment(ctx).chain((userId) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/api/meals/${encodeURIComponent(userId)}`),
          params: fc.constant({ userId }),
          query: queryOf({
            date: dateString(ctx),
            limit: fc.constantFrom("1", "50", "100", "101", "0"),
            before: fc.constantFrom(String(ctx.me.mealId), String(ctx.other.mealId), "2147483648"),
          }),
        }),
      ),
  },
  "api.meals.ts": {
    module: meals,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/meals"),
        body: jsonBody({
          userId: fc.constantFrom(ctx.me.userId, ctx.other.userId),
          name: fc.constantFrom("Lunch", "Scan"),
          mealType: mealType,
          date: dateString(ctx),
          totalCalories: number,
          totalProtein: number,
          totalCarbs: number,
          totalFat: number,
          aiAnalysis: fc.constantFrom("Banana, 100 g"),
          voiceSummary: fc.constantFrom("a banana"),
          imageUrl: fc.constantFrom("data:image/png;base64,iVBORw0KGgo=", "https://example.com/a.png", "data:image/png;base64,***"),
        }),
      }),
  },
  "api.openapi[.]json.ts": {
    module: openApiJson,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/openapi.json") }),
  },
  "api.docs.tsx": {
    module: apiDocs,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/docs"), query: queryOf({ x: text }) }),
  },
  "api.session.ts": {
    module: session,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/session") }),
  },
  "api.stats.$userId.ts": {
    module: stats,
    api: true,
    calls: (ctx) =>
      userSegment(ctx).chain((userId) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/api/stats/${encodeURIComponent(userId)}`),
          params: fc.constant({ userId }),
          query: queryOf({ startDate: dateString(ctx) }),
        }),
      ),
  },
  "api.tracking.$userId.$date.ts": {
    module: tracking,
    api: true,
    calls: (ctx) =>
      fc.tuple(userSegment(ctx), segment(dateString(ctx))).chain(([userId, date]) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/api/tracking/${encodeURIComponent(userId)}/${encodeURIComponent(date)}`),
          params: fc.constant({ userId, date }),
        }),
      ),
  },
  "api.user.$userId.ts": {
    module: user,
    api: true,
    calls: (ctx) =>
      userSegment(ctx).chain((userId) =>
        fc.record({
          method: method("GET", "PUT"),
          signedIn,
          path: fc.constant(`/api/user/${encodeURIComponent(userId)}`),
          params: fc.constant({ userId }),
          body: jsonBody({
            username: fc.constantFrom("sam", "Sam\u0000", "", null),
            email: fc.constantFrom("sam@example.com", "nope", ""),
            age: fc.constantFrom(30, "30", "12", "30.5", ""),
            height: fc.constantFrom(180.5, "99", ""),
            weight: fc.constantFrom(72, "401", "abc"),
            activityLevel: fc.constantFrom("moderate", "lazy", ""),
            goal: fc.constantFrom("lose", "maintain", "win"),
            dailyCalorieGoal: fc.constantFrom(2200, "799", "6001", ""),
            dietaryRestrictions: fc.constantFrom(["Vegan"], ["Vegan", "Carnivore"], "Vegan", []),
            trackCalories: fc.constantFrom(true, false, "yes"),
            tier: fc.constantFrom("premium"),
          }),
        }),
      ),
  },
  "api.water.ts": {
    module: water,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/water"),
        body: jsonBody({ amountMl: fc.constantFrom(250, "250", 0, 5001, 12.5), date: dateString(ctx) }),
      }),
  },
  "api.expenditure.ts": {
    module: expenditureApi,
    api: true,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/expenditure") }),
  },
  "api.weights.ts": {
    module: weightsApi,
    api: true,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/weights") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/api/weights"),
          body: jsonBody({ kg: fc.constantFrom(80, "72.5", 10, 401, "abc", null), date: dateString(ctx) }),
        }),
      ),
  },
  "api.budget.ts": {
    module: budgetApi,
    api: true,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/budget"), query: queryOf({ date: dateString(ctx) }) }),
        fc.record({
          method: method("PUT"),
          signedIn,
          path: fc.constant("/api/budget"),
          body: jsonBody({ exerciseInBudget: fc.constantFrom("auto", "on", "off", "sometimes", true, null) }),
        }),
      ),
  },
  "api.notification-settings.ts": {
    module: notificationSettingsApi,
    api: true,
    calls: () =>
      fc.oneof(
        fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/notification-settings") }),
        fc.record({
          method: method("PUT"),
          signedIn,
          path: fc.constant("/api/notification-settings"),
          body: jsonBody({
            mealReminders: fc.constantFrom(true, false, "yes", null),
            lunchAt: fc.constantFrom("12:30", "24:00", "noon", null),
            progressDay: fc.constantFrom("monday", "someday", 3),
            progressAt: fc.constantFrom("18:00", "6pm"),
            quietFrom: fc.constantFrom("22:00", null, "25:61"),
            quietTo: fc.constantFrom("07:00", null, "22:00"),
          }),
        }),
      ),
  },
  "api.push-subscriptions.ts": {
    module: pushSubscriptionsApi,
    api: true,
    calls: () =>
      fc.oneof(
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/api/push-subscriptions"),
          body: jsonBody({
            endpoint: fc.constantFrom("https://push.example/send/abc", "ftp://x", "", 7),
            keys: fc.constantFrom({ p256dh: "B".repeat(87), auth: "a".repeat(22) }, { p256dh: "short", auth: "a".repeat(22) }, null),
          }),
        }),
        fc.record({
          method: method("DELETE"),
          signedIn,
          path: fc.constantFrom(
            "/api/push-subscriptions",
            "/api/push-subscriptions?endpoint=https%3A%2F%2Fpush.example%2Fsend%2Fabc",
            "/api/push-subscriptions?endpoint=ftp%3A%2F%2Fx",
            "/api/push-subscriptions?endpoint=&endpoint=x",
          ),
        }),
      ),
  },
  "api.check-in.ts": {
    module: checkInApi,
    api: true,
    calls: () =>
      fc.record({
        method: method("GET"),
        signedIn,
        path: fc.constantFrom("/api/check-in", "/api/check-in?goal=lose&pace=0.75", "/api/check-in?goal=bulk", "/api/check-in?pace=x"),
      }),
  },
  "api.check-ins.ts": {
    module: checkInsApi,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/check-ins"),
        body: jsonBody({
          decision: fc.constantFrom("accepted", "adjusted", "kept", "maybe", null),
          goal: fc.constantFrom("lose", "gain", "win", ""),
          paceKgPerWeek: fc.constantFrom(0.5, "0.25", 3, true),
          proposedKcal: fc.constantFrom(1950, "abc", 100),
          targetKcal: fc.constantFrom(2100, "2100", 799, 6001, 2000.5, ""),
        }),
      }),
  },
  "check-in.tsx": {
    module: checkInPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constantFrom("/check-in", "/check-in?goal=gain&pace=1", "/check-in?goal=x"),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/check-in"),
          body: formBody({
            intent: fc.constantFrom("check-in", "x"),
            decision: fc.constantFrom("accepted", "adjusted", "kept", ""),
            goal: fc.constantFrom("lose", "maintain", "x"),
            paceKgPerWeek: fc.constantFrom("0.5", "9", ""),
            targetKcal: fc.constantFrom("2100", "", "abc"),
          }),
        }),
      ),
  },
  "weight.tsx": {
    module: weightPage,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: method("GET"), signedIn, path: fc.constant("/weight") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/weight"),
          body: formBody({
            intent: fc.constantFrom("log-weight", "edit-weight", "delete-weight", "x"),
            date: dateString(ctx),
            weight: fc.constantFrom("80", "165.5", "0", "abc", ""),
            entryId: fc.constantFrom("1", "2147483648", "x"),
          }),
        }),
      ),
  },
  "measurements.tsx": {
    module: measurementsPage,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: method("GET"), signedIn, path: fc.constant("/measurements") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/measurements"),
          body: formBody({
            intent: fc.constantFrom("log-measurements", "edit-measurements", "delete-measurements", "add-photo", "delete-photo", "x"),
            date: dateString(ctx),
            waist: fc.constantFrom("81.5", "32", "20", "abc", ""),
            bodyFat: fc.constantFrom("21.5", "80", ""),
            entryId: fc.constantFrom("1", "2147483648", "x"),
            photoId: fc.constantFrom("1", "0", "x"),
          }),
        }),
      ),
  },
  "api.measurements.ts": {
    module: measurementsApi,
    api: true,
    calls: (ctx) =>
      fc.oneof(
        fc.record({ method: method("GET"), signedIn, path: fc.constant("/api/measurements") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/api/measurements"),
          body: jsonBody({
            waistCm: fc.constantFrom(81.5, "90", 29, 251, "abc", null),
            bodyFatPct: fc.constantFrom(21.5, "18", 1, 76),
            date: dateString(ctx),
          }),
        }),
      ),
  },
  "api.measurements.$entryId.ts": {
    module: measurementApi,
    api: true,
    calls: () =>
      fc.constantFrom("1", "2", "0", "2147483648", "x").chain((entryId) =>
        fc.record({
          method: method("PUT", "DELETE"),
          signedIn,
          path: fc.constant(`/api/measurements/${entryId}`),
          params: fc.constant({ entryId }),
          body: jsonBody({ waistCm: fc.constantFrom(80, "abc", 10), armsCm: fc.constantFrom(33, 101) }),
        }),
      ),
  },
  "api.water.$entryId.ts": {
    module: waterEntry,
    api: true,
    calls: () =>
      fc.constantFrom("1", "2", "0", "2147483648", "x").chain((entryId) =>
        fc.record({
          method: method("DELETE"),
          signedIn,
          path: fc.constant(`/api/water/${entryId}`),
          params: fc.constant({ entryId }),
        }),
      ),
  },
  "api.export.ts": {
    module: dataExport,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("GET"),
        signedIn,
        path: fc.constant("/api/export"),
        query: queryOf({
          format: fc.constantFrom("csv", "json", "xml"),
          from: dateString(ctx),
          to: fc.constantFrom(ctx.today, "2026-01-01", "1999-12-31"),
        }),
      }),
  },
  "profile.tsx": {
    module: profilePage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constantFrom("/profile", "/profile?choose=time-zone", "/profile?choose=x"),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/profile"),
          body: formBody({
            intent: fc.constantFrom(
              PROFILE_INTENTS.save,
              PROFILE_INTENTS.acceptGoal,
              PROFILE_INTENTS.timeZone,
              NOTIFICATION_SETTINGS_INTENT,
            ),
            timeZone: fc.constantFrom("Europe/Paris", "UTC", "Nowhere/City", ""),
            lunchAt: fc.constantFrom("12:30", "", "25:00"),
            progressDay: fc.constantFrom("monday", "x"),
            username: fc.constantFrom("sam", ""),
            email: fc.constantFrom("", "sam@example.com", "nope"),
            age: fc.constantFrom("30", "", "12", "1e3"),
            height: fc.constantFrom("180", "", "251"),
            weight: fc.constantFrom("72.5", "", "24"),
            activityLevel: fc.constantFrom("moderate", "", "lazy"),
            goal: fc.constantFrom("lose", "", "win"),
            dailyCalorieGoal: fc.constantFrom("2200", "", "799", "2147483648"),
            dietaryRestrictions: fc.constantFrom("Vegan", "Carnivore"),
            trackCalories: fc.constantFrom("on"),
          }),
        }),
      ),
  },
  "progress.tsx": {
    module: progressPage,
    api: false,
    calls: () =>
      fc.record({
        method: method("GET"),
        signedIn,
        path: fc.constant("/progress"),
        query: queryOf({ period: fc.constantFrom("week", "month", "year", "decade") }),
      }),
  },
  "progress-enhanced.tsx": {
    module: progressEnhanced,
    api: false,
    calls: () =>
      fc.record({
        method: method("GET"),
        signedIn,
        path: fc.constant("/progress-enhanced"),
        query: queryOf({ period: fc.constantFrom("this-week", "this-month", "3-months", "week") }),
      }),
  },
  "advanced-dashboard.tsx": {
    module: advancedDashboard,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/advanced-dashboard"),
          query: queryOf({
            period: fc.constantFrom("week", "month", "year", "decade"),
            tab: fc.constantFrom("overview", "ai-features", "integrations", "activities", "advanced", "x"),
          }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constantFrom("/advanced-dashboard?period=month&tab=overview", "/advanced-dashboard?period=x"),
          body: formBody({
            intent: fc.constantFrom(LOG_WATER_INTENT, DELETE_WATER_INTENT, NOTIFICATION_SETTINGS_INTENT, "x"),
            amountMl: fc.constantFrom("250", "0", "x"),
            entryId: fc.constantFrom("1", "2147483648", "x"),
            mealReminders: fc.constantFrom("on", ""),
            lunchAt: fc.constantFrom("12:30", "", "noon"),
            quietFrom: fc.constantFrom("22:00", ""),
            quietTo: fc.constantFrom("07:00", "22:00", ""),
          }),
        }),
      ),
  },
  "api.advanced-dashboard.ts": {
    module: advancedDashboardApi,
    api: true,
    calls: () =>
      fc.record({
        method: method("GET"),
        signedIn,
        path: fc.constant("/api/advanced-dashboard"),
        query: queryOf({ period: fc.constantFrom("week", "month", "year", "decade") }),
      }),
  },
  "diary.tsx": {
    module: diary,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/diary"),
          query: queryOf({ date: dateString(ctx), ...panelQuery(ctx) }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/diary"),
          body: formBody({
            intent: fc.constantFrom(
              LOG_FOOD_INTENT,
              UPDATE_ENTRY_INTENT,
              DELETE_ENTRY_INTENT,
              RESTORE_ENTRY_INTENT,
              QUICK_ADD_INTENT,
              COPY_DAY_INTENT,
              UNDO_COPY_INTENT,
              SAVE_MEAL_INTENT,
              LOG_SAVED_MEAL_INTENT,
              DELETE_SAVED_MEAL_INTENT,
              UNDO_SAVED_MEAL_LOG_INTENT,
            ),
            entryId: fc.constantFrom(String(ctx.me.entryId), String(ctx.other.entryId), "2147483648"),
            ...logFoodForm(ctx),
            ...quickAddForm,
            fromDate: dateString(ctx),
            toDate: dateString(ctx),
            firstEntryId: fc.constantFrom(String(ctx.me.entryId), "1"),
            lastEntryId: fc.constantFrom(String(ctx.me.entryId), "2147483647"),
            name: fc.constantFrom("Usual breakfast", ""),
            savedMealId: fc.constantFrom(String(ctx.me.savedMealId), String(ctx.other.savedMealId), "x"),
            mealId: fc.constantFrom(String(ctx.me.mealId), String(ctx.other.mealId)),
          }),
        }),
      ),
  },
  "api.support.ticket.ts": {
    module: supportTicket,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/support/ticket"),
        body: jsonBody({
          subject: fc.constantFrom("Sync problem", ""),
          message: fc.constantFrom("My diary is empty", " ", "x".repeat(2001)),
          category: fc.constantFrom("general", "billing", "refunds"),
          phoneNumber: fc.constantFrom("+44 20 7946 0000", "", "call me"),
          email: fc.constantFrom("sam@example.com", "", "nope"),
        }),
      }),
  },
  "api.whatsapp.send.ts": {
    module: whatsappSend,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/whatsapp/send"),
        body: jsonBody({
          phoneNumber: fc.constantFrom("+44 7700 900123", "", " ", "call me", "+0 123"),
          message: fc.constantFrom("Hi", ""),
        }),
      }),
  },
  "support_.inbox.tsx": {
    module: supportInbox,
    api: false,
    calls: () => fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/support/inbox") }),
  },
  "support_.inbox_.$ticketId.tsx": {
    module: supportInboxTicket,
    api: false,
    calls: () =>
      fc.constantFrom("1", "0", "2147483648", "x").chain((ticketId) =>
        fc.oneof(
          fc.record({
            method: fc.constant("GET"),
            signedIn,
            path: fc.constant(`/support/inbox/${ticketId}`),
            params: fc.constant({ ticketId }),
          }),
          fc.record({
            method: method("POST"),
            signedIn,
            path: fc.constant(`/support/inbox/${ticketId}`),
            params: fc.constant({ ticketId }),
            body: formBody({
              intent: fc.constantFrom(STAFF_REPLY_INTENT, CLOSE_TICKET_INTENT, REOPEN_TICKET_INTENT, "other"),
              message: fc.constantFrom("Try again", "", " "),
            }),
          }),
        ),
      ),
  },
  "api.auth.register.ts": {
    module: authRegister,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/register"),
        body: jsonBody({
          firstName: fc.constantFrom("Sam", "", " "),
          lastName: fc.constantFrom("Lee", ""),
          email: fc.constantFrom("fuzz@example.com", "nope", ""),
          countryCode: fc.constantFrom("+44", "+999", ""),
          phoneNumber: fc.constantFrom("7700900123", "77-00", ""),
          agreeToTerms: fc.constantFrom(true, false, "on"),
        }),
      }),
  },
  "api.auth.verify-otp.ts": {
    module: authVerify,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/verify-otp"),
        body: jsonBody({
          email: fc.constantFrom("fuzz@example.com", "nope", ""),
          otpCode: fc.constantFrom("123456", "12345", "abcdef", ""),
        }),
      }),
  },
  "api.auth.resend-otp.ts": {
    module: authResend,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/resend-otp"),
        body: jsonBody({ email: fc.constantFrom("fuzz@example.com", "nope", "") }),
      }),
  },
  "api.auth.send-welcome-email.ts": {
    module: authWelcome,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/send-welcome-email"),
        body: jsonBody({ email: fc.constantFrom("fuzz@example.com", "nope", ""), firstName: fc.constantFrom("Sam", "") }),
      }),
  },
  "api.auth.change-email.ts": {
    module: changeEmail,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/change-email"),
        body: jsonBody({ email: fc.constantFrom("fuzz-new@example.com", "nope", "") }),
      }),
  },
  "api.auth.change-email.verify.ts": {
    module: changeEmailVerify,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/auth/change-email/verify"),
        body: jsonBody({
          email: fc.constantFrom("fuzz-new@example.com", "nope", ""),
          otpCode: fc.constantFrom("123456", "12345", "abcdef", ""),
        }),
      }),
  },
  "profile_.email.tsx": {
    module: changeEmailPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/profile/email"),
          query: queryOf({ step: fc.constantFrom("email", "code", "x"), email: fc.constantFrom("fuzz-new@example.com", "nope") }),
        }),
        fc.constantFrom("email", "code", "resend").chain((step) =>
          fc.record({
            method: method("POST"),
            signedIn,
            path: fc.constant(`/profile/email?step=${step}`),
            body: formBody({ email: fc.constantFrom("fuzz-new@example.com", "nope", ""), otpCode: fc.constantFrom("123456", "1") }),
          }),
        ),
      ),
  },
  "registration.tsx": {
    module: registrationPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/registration"),
          query: queryOf({
            step: fc.constantFrom("registration", "otp", "complete", "x"),
            email: fc.constantFrom("fuzz@example.com", "nope"),
          }),
        }),
        fc.constantFrom("registration", "otp", "resend").chain((step) =>
          fc.record({
            method: method("POST"),
            signedIn,
            path: fc.constant(`/registration?step=${step}`),
            body: formBody({
              firstName: fc.constantFrom("Sam", ""),
              lastName: fc.constantFrom("Lee", ""),
              email: fc.constantFrom("fuzz-page@example.com", "nope", ""),
              countryCode: fc.constantFrom("+44", "+999"),
              phoneNumber: fc.constantFrom("7700900123", "x"),
              agreeToTerms: fc.constantFrom("on", ""),
              otpCode: fc.constantFrom("123456", "12"),
            }),
          }),
        ),
      ),
  },
  "login.tsx": {
    module: loginPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/login"),
          query: queryOf({ step: fc.constantFrom("email", "code"), email: fc.constantFrom("fuzz@example.com", "nope") }),
        }),
        fc.constantFrom("email", "code", "resend").chain((step) =>
          fc.record({
            method: method("POST"),
            signedIn,
            path: fc.constant(`/login?step=${step}`),
            body: formBody({ email: fc.constantFrom("fuzz-login@example.com", "nope", ""), otpCode: fc.constantFrom("123456", "1") }),
          }),
        ),
      ),
  },
  "colors.tsx": staticPage,
  "terms.tsx": staticPage,
  "fitplate.tsx": { module: homeByName, api: false, calls: (ctx) => (ROUTES["_index.tsx"] as FuzzedRoute).calls(ctx) },
  "food-scan.ts": moved(foodScanMoved, "/food-scan"),
  "workout-tracker.ts": moved(workoutTrackerMoved, "/workout-tracker"),
  "form-analysis.tsx": {
    module: formAnalysisPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/form-analysis") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/form-analysis"),
          body: formBody({
            intent: fc.constantFrom(SAVE_ANALYSIS_INTENT, DELETE_ANALYSIS_INTENT, "x"),
            analysis: fc.constantFrom(JSON.stringify(formAnalysisBody), JSON.stringify({ ...formAnalysisBody, score: 101 }), "{", "[]"),
            analysisId: fc.constantFrom("1", "2147483648", "x"),
            idempotencyKey: fc.constantFrom("fuzz-form-1", ""),
          }),
        }),
      ),
  },
  "api.form-analyses.ts": {
    module: formAnalyses,
    api: true,
    calls: () =>
      fc.record({
        method: method("GET", "POST"),
        signedIn,
        path: fc.constant("/api/form-analyses"),
        body: jsonBody({
          exercise: fc.constantFrom("squat", "push-up", "curl"),
          score: fc.constantFrom(86, "86", 101, -1, 12.5),
          feedback: fc.constantFrom(formAnalysisBody.feedback, { good: "x" }, []),
          keyPoints: fc.constantFrom(formAnalysisBody.keyPoints, [], [{ point: "Depth", status: "fine", description: "" }]),
          reps: fc.constantFrom(3, 0, "3"),
          durationSeconds: fc.constantFrom(9.9, 500, "x"),
          framesAnalysed: fc.constantFrom(100, 0),
          framesTracked: fc.constantFrom(97, 101),
          source: fc.constantFrom("camera", "file", "upload"),
        }),
      }),
  },
  "api.form-analyses.$analysisId.ts": {
    module: formAnalysis,
    api: true,
    calls: () =>
      fc.constantFrom("1", "2", "0", "2147483648", "x").chain((analysisId) =>
        fc.record({
          method: method("DELETE"),
          signedIn,
          path: fc.constant(`/api/form-analyses/${analysisId}`),
          params: fc.constant({ analysisId }),
        }),
      ),
  },
  "navigation.tsx": {
    module: navigationPage,
    api: false,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/navigation") }),
  },
  "privacy.tsx": {
    module: privacyPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/privacy") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/privacy"),
          body: formBody({ intent: fc.constantFrom(...Object.values(privacyPage.DELETE_INTENTS), "x", "") }),
        }),
      ),
  },
  "deployment-wizard.tsx": {
    module: deploymentWizard,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/deployment-wizard"),
          query: queryOf({
            step: fc.constantFrom("developer-account", "monitoring", "x", ""),
            tab: fc.constantFrom("instructions", "commands", "resources", "help", "x"),
          }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/deployment-wizard"),
          body: formBody({
            intent: fc.constantFrom("complete-step", "x"),
            stepId: fc.constantFrom("developer-account", "monitoring", "build-bundle", "x", "x".repeat(100)),
          }),
        }),
      ),
  },
  "deploy.tsx": {
    module: deployGuide,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/deploy") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/deploy"),
          body: formBody({
            intent: fc.constantFrom("complete-step", "x"),
            stepId: fc.constantFrom("build-bundle", "internal-release", "install-check", "developer-account", "x"),
          }),
        }),
      ),
  },
  "deployment-status.tsx": {
    module: deploymentStatus,
    api: false,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/deployment-status") }),
  },
  "[.]well-known.assetlinks[.]json.ts": {
    module: assetLinks,
    api: false,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/.well-known/assetlinks.json") }),
  },
  "logout.tsx": {
    module: logoutPage,
    api: false,
    // Signed out only: signing the shared fixture out would leave the routes after it untested.
    calls: () => fc.record({ method: fc.constantFrom("GET", "POST"), signedIn: fc.constant(false), path: fc.constant("/logout") }),
  },
  "onboarding.tsx": {
    module: onboardingPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/onboarding"),
          query: queryOf({ step: fc.constantFrom("1", "6", "7", "x", "-1") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/onboarding"),
          body: formBody({ intent: fc.constantFrom("finish", "restart", "x", "") }),
        }),
      ),
  },
  "kiosk.tsx": {
    module: kioskPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/kiosk"),
          query: queryOf({
            step: fc.constantFrom("email", "code"),
            email: fc.constantFrom("k@example.com", "nope"),
            ended: fc.constantFrom("idle", "x"),
          }),
        }),
        // "done" and "idle" sign out: only signed out here, so the shared fixture stays signed in for the routes after it.
        fc.constantFrom("email", "code", "done", "idle").chain((step) =>
          fc.record({
            method: method("POST"),
            signedIn: fc.constant(step !== "done" && step !== "idle"),
            path: fc.constant(`/kiosk?step=${step}`),
            body: formBody({ email: fc.constantFrom("kiosk-fuzz@example.com", "nope", ""), otpCode: fc.constantFrom("123456", "1") }),
          }),
        ),
      ),
  },
  "account.tsx": {
    module: accountPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/account") }),
        fc.record({
          method: method("POST"),
          signedIn: fc.constant(false),
          path: fc.constant("/account"),
          body: formBody({
            intent: fc.constantFrom("sign-out-everywhere", "create-token", "revoke-token", "x"),
            name: fc.constantFrom("Script", ""),
            tokenId: fc.constantFrom("1", "x"),
          }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/account"),
          body: formBody({
            intent: fc.constantFrom("create-token", "revoke-token", "x"),
            name: fc.constantFrom("Script", "", "x".repeat(70)),
            tokenId: fc.constantFrom("1", "x", "2147483648"),
          }),
        }),
      ),
  },
  "api.create-payment-intent.ts": {
    module: paymentIntent,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/create-payment-intent"),
        body: jsonBody({
          plan: fc.constantFrom("premium", "Elite", "platinum", ""),
          billing: fc.constantFrom("monthly", "annual", "weekly"),
          amount: fc.constantFrom(1, -5),
        }),
      }),
  },
  "api.stripe.webhook.ts": {
    module: stripeWebhook,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/stripe/webhook"),
        body: jsonBody({
          id: fc.constantFrom("evt_1", ""),
          type: fc.constantFrom("checkout.session.completed", "x"),
          data: fc.constantFrom({ object: {} }, null),
        }),
      }),
  },
  "checkout.tsx": {
    module: checkoutPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/checkout"),
          query: queryOf({ plan: fc.constantFrom("premium", "elite", "x"), billing: fc.constantFrom("annual", "x") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/checkout"),
          body: formBody({ plan: fc.constantFrom("premium", "elite", "x", ""), billing: fc.constantFrom("monthly", "annual", "x") }),
        }),
      ),
  },
  "api.analyze-food.ts": {
    module: analyzeFood,
    api: true,
    upstream: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/analyze-food"),
        body: jsonBody({ image: fc.constantFrom(PIXEL_PNG, "data:image/png;base64,AAAA", "data:text/plain;base64,aGk=", "", "x") }),
      }),
  },
  "api.nutrition-label.ts": {
    module: nutritionLabel,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/nutrition-label"),
        body: jsonBody({ image: fc.constantFrom(PIXEL_PNG, "data:image/png;base64,AAAA", "data:text/plain;base64,aGk=", "", "x") }),
      }),
  },
  "api.nutrition-label.diary.ts": {
    module: nutritionLabelDiary,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/nutrition-label/diary"),
        body: jsonBody({
          name: fc.constantFrom("Oat Crunch Granola", "", "x"),
          servingGrams: fc.constantFrom(55, "55", 0, "0x10"),
          calories: fc.constantFrom(230, "230", 5000),
          protein: fc.constantFrom(3, "3", -1),
          carbs: fc.constantFrom(37, "37"),
          fat: fc.constantFrom(8, null),
          fiber: fc.constantFrom(4, "", null),
          sugar: fc.constantFrom(12, 80),
          sodium: fc.constantFrom(160, "", 99999),
          mealType: fc.constantFrom("breakfast", "brunch"),
          read: fc.constantFrom('{"calories":230}', "{", { calories: 230 }, null),
        }),
      }),
  },
  "images.$imageId.ts": {
    module: imagePage,
    api: true,
    calls: () =>
      fc
        .constantFrom("1", "0", "x", "2147483648")
        .chain((imageId) =>
          fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant(`/images/${imageId}`), params: fc.constant({ imageId }) }),
        ),
  },
  "api.create-subscription.ts": {
    module: createSubscription,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/create-subscription"),
        body: jsonBody({
          email: fc.constantFrom("s@example.com", "", "nope"),
          name: fc.constantFrom("Sam", ""),
          plan: fc.constantFrom("premium", "x"),
          priceId: fc.constantFrom("elite", ""),
        }),
      }),
  },
  "subscribe.tsx": {
    module: subscribePage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/subscribe"),
          query: queryOf({ plan: fc.constantFrom("premium", "x") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/subscribe"),
          body: formBody({ plan: fc.constantFrom("premium", "x"), email: fc.constantFrom("s@example.com", "", "nope") }),
        }),
      ),
  },
  "payments.tsx": {
    module: paymentsPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/payments"),
          query: queryOf({ mode: fc.constantFrom("live", "x"), payment: fc.constantFrom("success") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/payments"),
          body: formBody({
            intent: fc.constantFrom("test-payment", "test-subscribe", "x"),
            email: fc.constantFrom("p@example.com", ""),
            amount: fc.constantFrom("0.50", "0.49", "x", "1e9"),
            plan: fc.constantFrom("premium", "elite", "x"),
          }),
        }),
      ),
  },
  "billing.tsx": {
    module: billingPage,
    api: false,
    calls: () =>
      fc.record({
        method: fc.constantFrom("GET", "POST"),
        signedIn,
        path: fc.constant("/billing"),
        body: formBody({ intent: fc.constantFrom("cancel", "resume", "x"), redirectTo: fc.constantFrom("/premium", "//evil.example") }),
      }),
  },
  "billing-portal.tsx": {
    module: billingPortal,
    api: false,
    calls: () => fc.record({ method: fc.constantFrom("GET", "POST"), signedIn, path: fc.constant("/billing-portal") }),
  },
  "api.billing-portal.ts": {
    module: billingPortalApi,
    api: true,
    upstream: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/billing-portal"),
        body: jsonBody({ customer: fc.constantFrom("cus_other", ""), return_url: fc.constantFrom("https://evil.test") }),
      }),
  },
  "premium.tsx": {
    module: premiumPage,
    api: false,
    calls: () =>
      fc.record({
        method: fc.constant("GET"),
        signedIn,
        path: fc.constant("/premium"),
        query: queryOf({
          plan: fc.constantFrom("elite", "x"),
          billing: fc.constantFrom("annual", "x"),
          payment: fc.constantFrom("success"),
        }),
      }),
  },
  "premium-enhanced.tsx": {
    module: premiumEnhanced,
    api: false,
    calls: () =>
      fc.record({
        method: fc.constant("GET"),
        signedIn,
        path: fc.constant("/premium-enhanced"),
        query: queryOf({ subscription: fc.constantFrom("success", "x") }),
      }),
  },
  "dev.outbox.tsx": {
    module: devOutbox,
    api: false,
    calls: () => fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/dev/outbox") }),
  },
  "api.integrations.connect.ts": {
    module: integrationsConnect,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/integrations/connect"),
        body: jsonBody({
          integrationId: fc.constantFrom("apple-health", "withings-body", "garmin-connect", "fitbit-9000", ""),
          userId: idOf(ctx.me.userId, ctx.other.userId),
        }),
      }),
  },
  "api.integrations.sync.ts": {
    module: integrationsSync,
    api: true,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/integrations/sync"),
        body: jsonBody({ integrationId: fc.constantFrom("apple-health", "withings-body", "oura-ring", "fitbit-9000", "") }),
      }),
  },
  "integrations.tsx": {
    module: integrationsPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/integrations"),
          query: queryOf({ category: fc.constantFrom("smart_scale", "health_app", "toasters") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/integrations"),
          body: formBody({
            intent: fc.constantFrom(CONNECT_INTENT, DISCONNECT_INTENT, SYNC_INTENT, "other"),
            integrationId: fc.constantFrom("apple-health", "whoop", "withings-body", "nope"),
          }),
        }),
      ),
  },
  "integrations_.import.tsx": {
    module: integrationsImport,
    api: false,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/integrations/import"),
        query: queryOf({ format: fc.constantFrom("apple-health", "csv", "pdf") }),
        body: formBody({ note: fc.constantFrom("no file", "") }),
      }),
  },
  "integrations_.history.tsx": {
    module: integrationsHistory,
    api: false,
    calls: () =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/integrations/history"),
        body: formBody({ format: fc.constantFrom("auto", "cronometer", "loseit"), weightUnit: fc.constantFrom("kg", "lb", "stone") }),
      }),
  },
  "ar-nutrition-scanner.tsx": {
    module: labelScannerPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/ar-nutrition-scanner") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/ar-nutrition-scanner"),
          query: queryOf({ step: fc.constantFrom("read", "save", "scan") }),
          body: formBody({
            name: fc.constantFrom("Oat Crunch Granola", ""),
            servingGrams: fc.constantFrom("55", "0"),
            calories: fc.constantFrom("230", "9000"),
            protein: fc.constantFrom("3", "0x10"),
            carbs: fc.constantFrom("37"),
            fat: fc.constantFrom("8"),
            sugar: fc.constantFrom("12", ""),
            mealType: fc.constantFrom("lunch", "brunch"),
            read: fc.constantFrom('{"calories":230}', "{"),
            scan: fc.constantFrom('{"calories":1}', "[]"),
          }),
        }),
      ),
  },
  "integrations_.oauth.$integrationId.tsx": {
    module: integrationsOAuth,
    api: false,
    calls: () =>
      segment(fc.constantFrom("withings-body", "apple-health", "whoop", "nope")).chain((integrationId) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/integrations/oauth/${encodeURIComponent(integrationId)}`),
          params: fc.constant({ integrationId }),
          query: queryOf({ state: fc.constantFrom("forged", ""), code: fc.constantFrom("x", "") }),
        }),
      ),
  },
  "support.tsx": {
    module: supportPage,
    api: false,
    calls: () =>
      fc.oneof(
        fc.record({ method: fc.constant("GET"), signedIn, path: fc.constant("/support") }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/support"),
          body: formBody({
            intent: fc.constantFrom(SUPPORT_CHAT_INTENT, FILE_TICKET_INTENT, WHATSAPP_TEST_INTENT, CALL_REQUEST_INTENT, "other"),
            message: fc.constantFrom("How do I log a banana?", "", " ", "x".repeat(2001)),
            subject: fc.constantFrom("Sync problem", "", "x".repeat(200)),
            category: fc.constantFrom("general", "billing", "refunds"),
            phoneNumber: fc.constantFrom("+44 7700 900123", "", "call me", "+0 123"),
            email: fc.constantFrom("sam@example.com", "", "nope"),
          }),
        }),
      ),
  },
  "scan.tsx": scanScreen(scanPage, "/scan"),
  "scan-enhanced.tsx": scanScreen(scanEnhanced, "/scan-enhanced"),
  "foods_.$foodId.tsx": {
    module: foodPage,
    api: false,
    calls: (ctx) =>
      idSegment(ctx.me.foodId, ctx.other.foodId, 9040, ctx.me.recipeId).chain((foodId) =>
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant(`/foods/${encodeURIComponent(foodId)}`),
          params: fc.constant({ foodId }),
          query: queryOf({
            portion: fc.constantFrom("1 serving", "1 medium", "", "x".repeat(300)),
            grams: fc.constantFrom("118", "0", "-5", "1e9", "abc", ""),
          }),
        }),
      ),
  },
  "foods_.$foodId_.edit.tsx": {
    module: editFood,
    api: false,
    calls: (ctx) =>
      idSegment(ctx.me.foodId, ctx.other.foodId, 9040, ctx.me.recipeId).chain((foodId) =>
        fc.oneof(
          fc.record({
            method: fc.constant("GET"),
            signedIn,
            path: fc.constant(`/foods/${encodeURIComponent(foodId)}/edit`),
            params: fc.constant({ foodId }),
            query: queryOf({ per: fc.constantFrom("serving", "100g", "x") }),
          }),
          fc.record({
            method: method("POST"),
            signedIn,
            path: fc.constant(`/foods/${encodeURIComponent(foodId)}/edit`),
            params: fc.constant({ foodId }),
            body: formBody({
              intent: fc.constantFrom("edit-food"),
              name: fc.constantFrom("Granola bar"),
              category: fc.constantFrom("grains", "candy"),
              servingSize: fc.constantFrom("30", "", "0"),
              servingUnit: fc.constantFrom("g", "ml"),
              caloriesPerServing: fc.constantFrom("141", ""),
              proteinPerServing: fc.constantFrom("3", "0x10"),
              carbsPerServing: fc.constantFrom("19.2"),
              fatPerServing: fc.constantFrom("6"),
            }),
          }),
        ),
      ),
  },
  "foods.tsx": {
    module: myFoods,
    api: false,
    calls: (ctx) =>
      fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          signedIn,
          path: fc.constant("/foods"),
          query: queryOf({ delete: fc.constantFrom(String(ctx.me.foodId), "2147483648", "0x10") }),
        }),
        fc.record({
          method: method("POST"),
          signedIn,
          path: fc.constant("/foods"),
          body: formBody({
            intent: fc.constantFrom("create-food", "delete-food"),
            foodId: fc.constantFrom(String(ctx.me.foodId), String(ctx.other.foodId), "2147483648", "0x10"),
            name: fc.constantFrom("Granola bar"),
            brand: fc.constantFrom("Acme", ""),
            category: fc.constantFrom("grains", "candy"),
            caloriesPer100g: fc.constantFrom("471", ""),
            proteinPer100g: fc.constantFrom("10", "0x10"),
            carbsPer100g: fc.constantFrom("64"),
            fatPer100g: fc.constantFrom("20"),
            fiberPer100g: fc.constantFrom("", "3"),
            sugarPer100g: fc.constantFrom("", "1"),
          }),
        }),
      ),
  },
  "api.workout-session.$userId.ts": {
    module: workoutSession,
    api: true,
    calls: (ctx) =>
      userSegment(ctx).chain((userId) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/api/workout-session/${encodeURIComponent(userId)}`),
          params: fc.constant({ userId }),
        }),
      ),
  },
  "api.workout-sessions.ts": {
    module: workoutSessions,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/workout-sessions"),
        body: fc.oneof(
          { weight: 3, arbitrary: workoutBody(ctx, "startTime") },
          { weight: 1, arbitrary: jsonBody({ routineId: fc.constantFrom(1, "1", 0, 2147483648, "x") }) },
        ),
      }),
  },
  "api.routines.ts": {
    module: routinesApi,
    api: true,
    calls: () =>
      fc.record({
        method: method("GET", "POST"),
        signedIn,
        path: fc.constant("/api/routines"),
        body: jsonBody(routineFields),
      }),
  },
  "api.routines.$routineId.ts": {
    module: routineApi,
    api: true,
    calls: () =>
      fc.constantFrom("1", "2", "0", "2147483648", "x").chain((routineId) =>
        fc.record({
          method: method("GET", "PUT", "DELETE"),
          signedIn,
          path: fc.constant(`/api/routines/${routineId}`),
          params: fc.constant({ routineId }),
          body: jsonBody({ name: routineFields.name, exercises: routineFields.exercises }),
        }),
      ),
  },
  "api.workout-sessions.complete.ts": {
    module: completeWorkout,
    api: true,
    calls: (ctx) =>
      fc.record({
        method: method("POST"),
        signedIn,
        path: fc.constant("/api/workout-sessions/complete"),
        body: workoutBody(ctx, "endTime"),
      }),
  },
  "workout.tsx": { module: workoutPage, api: false, calls: (ctx) => workoutScreen("/workout", ctx) },
  "workout-enhanced.tsx": { module: workoutEnhanced, api: false, calls: (ctx) => workoutScreen("/workout-enhanced", ctx) },
  "workout_.routines.tsx": {
    module: routinesPage,
    api: false,
    calls: () =>
      fc.record({
        method: method("GET", "POST"),
        signedIn,
        path: fc.constant("/workout/routines"),
        body: formBody(routineForm),
      }),
  },
  "workout_.routines_.$routineId.tsx": {
    module: routinePage,
    api: false,
    calls: () =>
      fc.constantFrom("1", "2", "0", "2147483648", "x").chain((routineId) =>
        fc.record({
          method: method("GET", "POST"),
          signedIn,
          path: fc.constant(`/workout/routines/${routineId}`),
          params: fc.constant({ routineId }),
          query: queryOf({ q: fc.constantFrom("squat", "", "xqzvw") }),
          body: formBody({ ...routineForm, routineId: fc.constantFrom(routineId, "1", "") }),
        }),
      ),
  },
  "workout_.records.tsx": {
    module: workoutRecordsPage,
    api: false,
    calls: () => fc.record({ method: method("GET"), signedIn, path: fc.constant("/workout/records") }),
  },
  "workout_.exercises.$exerciseId.tsx": {
    module: exerciseProgressPage,
    api: false,
    calls: () =>
      fc.constantFrom("44", "64", "0", "999999", "2147483648", "x").chain((exerciseId) =>
        fc.record({
          method: method("GET"),
          signedIn,
          path: fc.constant(`/workout/exercises/${exerciseId}`),
          params: fc.constant({ exerciseId }),
        }),
      ),
  },
  "workout_.history.$sessionId.tsx": {
    module: workoutHistoryPage,
    api: false,
    calls: () =>
      fc.constantFrom("1", "2", "0", "2147483648", "x").chain((sessionId) =>
        fc.record({
          method: method("GET", "POST"),
          signedIn,
          path: fc.constant(`/workout/history/${sessionId}`),
          params: fc.constant({ sessionId }),
          body: formBody({
            intent: fc.constantFrom("repeat-workout", "delete-workout", "other"),
            sessionId: fc.constantFrom(sessionId, "1", ""),
          }),
        }),
      ),
  },
};

// ---------------------------------------------------------------------------------------------
// Running one call

function buildRequest(call: Call, cookie: string | undefined): Request {
  const url = new URL(`${ORIGIN}${call.path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  let body: string | undefined;
  const canHaveBody = call.method !== "GET" && call.method !== "HEAD";
  if (canHaveBody && call.body) {
    if ("json" in call.body) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(call.body.json) ?? "null";
    } else if ("raw" in call.body) {
      headers.set("Content-Type", "application/json");
      body = call.body.raw;
    } else if ("csv" in call.body) {
      headers.set("Content-Type", "text/csv");
      body = call.body.csv;
    } else {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(call.body.form)) if (value !== undefined) form.set(key, value);
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = form.toString();
    }
  }
  return new Request(url, { method: call.method, headers, body });
}

/** Calls the loader (GET, HEAD) or the action (any other method) as Remix does; a thrown Response is the answer. */
async function run(module: RouteModule, call: Call, cookie: string | undefined): Promise<Response | { missing: string }> {
  const handler = call.method === "GET" || call.method === "HEAD" ? module.loader : module.action;
  if (!handler) return { missing: call.method === "GET" || call.method === "HEAD" ? "loader" : "action" };
  const request = buildRequest(call, cookie);
  try {
    const result = await handler({ request, params: call.params ?? {}, context: {} });
    if (result instanceof Response) return result;
    // Remix's data() (a form's reply) and plain objects: the status travels in `init`.
    const status = (result as { init?: { status?: number } } | null)?.init?.status ?? 200;
    return new Response(JSON.stringify(result ?? null), { status, headers: { "Content-Type": "application/json" } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      const status = (thrown as { init?: { status?: number } }).init?.status ?? 500;
      return new Response(JSON.stringify((thrown as { data: unknown }).data), { status });
    }
    throw new Error(`${call.method} ${call.path} threw ${String(thrown)} (a 500)`, { cause: thrown });
  }
}

/** The rows of the fifteen tables a refused request must not change, in one query (one round trip). */
async function rowCounts() {
  const [row] = await db.$queryRawUnsafe<Record<string, number | bigint>[]>(
    `SELECT (SELECT COUNT(*) FROM "User") AS users, (SELECT COUNT(*) FROM "Meal") AS meals,
      (SELECT COUNT(*) FROM "MealFood") AS entries, (SELECT COUNT(*) FROM "Food") AS foods,
      (SELECT COUNT(*) FROM "WorkoutSession") AS workouts, (SELECT COUNT(*) FROM "WorkoutExercise") AS "workoutExercises",
      (SELECT COUNT(*) FROM "WorkoutSet") AS sets, (SELECT COUNT(*) FROM "FormAnalysis") AS "formAnalyses",
      (SELECT COUNT(*) FROM "SavedMeal") AS "savedMeals", (SELECT COUNT(*) FROM "SavedMealItem") AS "savedMealItems",
      (SELECT COUNT(*) FROM "RecipeIngredient") AS "recipeIngredients", (SELECT COUNT(*) FROM "FoodPortion") AS "portions",
      (SELECT COUNT(*) FROM "CheckIn") AS "checkIns", (SELECT COUNT(*) FROM "BodyMeasurement") AS "measurements",
      (SELECT COUNT(*) FROM "ProgressPhoto") AS "progressPhotos"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([table, count]) => [table, Number(count)]));
}

async function fixture(): Promise<Fixture> {
  const { userId, cookie } = await newGuest();
  const food = await db.food.create({
    data: {
      name: "Fuzz porridge",
      category: "grains",
      source: "user",
      ownerId: userId,
      caloriesPer100g: 100,
      proteinPer100g: 4,
      carbsPer100g: 18,
      fatPer100g: 2,
    },
  });
  const meal = await db.meal.create({
    data: { userId, name: "Breakfast", mealType: "breakfast", localDate: new Date().toISOString().slice(0, 10), totalCalories: 89 },
  });
  const mealFood = await db.mealFood.create({
    data: { mealId: meal.id, foodId: 9040, foodName: "Bananas, raw", quantity: 100, calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 },
  });
  const savedMeal = await db.savedMeal.create({
    data: {
      userId,
      name: "Fuzz breakfast",
      mealType: "breakfast",
      items: {
        create: { position: 0, foodId: 9040, foodName: "Bananas, raw", quantity: 100, calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 },
      },
    },
  });
  const recipe = await createRecipe(userId, { name: "Fuzz bowl", servings: 2, ingredients: [{ foodId: food.id, quantity: 80 }] });
  return { userId, cookie, mealId: meal.id, entryId: mealFood.id, foodId: food.id, savedMealId: savedMeal.id, recipeId: recipe.id };
}

/** Control characters (C0 but tab and line breaks, DEL, C1), bidi overrides and isolates, lone surrogates. */
// eslint-disable-next-line no-control-regex
const GARBAGE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** Whatever the fuzzing stored for the user: clean NFC text and days from 2000-01-01 (issue 7, item 6). */
async function expectCleanRows(userId: number) {
  const [foods, meals, entries, analyses, tickets, replies, planner, workouts, tokens, savedMeals] = await Promise.all([
    db.food.findMany({ where: { ownerId: userId }, select: { name: true, brand: true } }),
    db.meal.findMany({ where: { userId }, select: { name: true, aiAnalysis: true, voiceSummary: true, localDate: true } }),
    db.mealFood.findMany({ where: { meal: { userId } }, select: { foodName: true, portionLabel: true } }),
    db.formAnalysis.findMany({ where: { userId }, select: { feedback: true, keyPoints: true } }),
    db.supportTicket.findMany({ where: { userId }, select: { subject: true, message: true } }),
    db.supportMessage.findMany({ where: { ticket: { userId } }, select: { body: true } }),
    db.mealPlannerPreferences.findMany({ where: { userId }, select: { preferences: true } }),
    db.workoutSession.findMany({ where: { userId }, select: { name: true } }),
    db.apiToken.findMany({ where: { userId }, select: { name: true } }),
    db.savedMeal.findMany({ where: { userId }, select: { name: true } }),
  ]);
  const texts = [
    ...tickets.flatMap((row) => [row.subject, row.message]),
    ...replies.map((row) => row.body),
    ...planner.flatMap((row) => {
      const { allergies = [], dislikes = [] } = row.preferences as { allergies?: string[]; dislikes?: string[] };
      return [...allergies, ...dislikes];
    }),
    ...workouts.map((row) => row.name),
    ...tokens.map((row) => row.name),
    ...savedMeals.map((row) => row.name),
    ...analyses.flatMap((row) => [
      ...Object.values(row.feedback as Record<string, string[]>).flat(),
      ...(row.keyPoints as { point: string; description: string }[]).flatMap((keyPoint) => [keyPoint.point, keyPoint.description]),
    ]),
    ...foods.flatMap((row) => [row.name, row.brand]),
    ...meals.flatMap((row) => [row.name, row.aiAnalysis, row.voiceSummary]),
    ...entries.flatMap((row) => [row.foodName, row.portionLabel]),
  ].filter((value): value is string => value !== null);
  for (const value of texts) {
    expect(GARBAGE.test(value), JSON.stringify(value)).toBe(false);
    expect(value.normalize("NFC")).toBe(value);
  }
  for (const meal of meals) expect(meal.localDate >= "2000-01-01", meal.localDate).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Bodies no reader can take (issue 23, item 7): each route's write door gets every one of them.

type BrokenBody = { name: string; type?: string; body?: () => BodyInit };
const bytes = (text: string) => new TextEncoder().encode(text);
const MULTIPART_PART = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlog';
const BROKEN_BODIES: BrokenBody[] = [
  { name: "malformed JSON", type: "application/json", body: () => '{"foodId": 9040,' },
  { name: "JSON cut short", type: "application/json", body: () => '{"foodId": 9040, "quantity": 1' },
  {
    name: "a stream that breaks (the client went away mid-body)",
    type: "application/json",
    body: () =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes('{"foodId": 9040, "quan'));
          controller.error(new Error("socket closed"));
        },
      }),
  },
  { name: "text/plain", type: "text/plain", body: () => "hello" },
  { name: "multipart without a boundary", type: "multipart/form-data", body: () => `${MULTIPART_PART}\r\n--x--\r\n` },
  { name: "multipart cut short", type: "multipart/form-data; boundary=x", body: () => MULTIPART_PART },
  { name: "an empty body", type: "application/json" },
  { name: "a JSON array", type: "application/json", body: () => "[1, 2]" },
  { name: "a JSON number", type: "application/json", body: () => "42" },
  { name: "a JSON string", type: "application/json", body: () => '"intent"' },
  { name: "deeply nested JSON", type: "application/json", body: () => `${"[".repeat(100_000)}${"]".repeat(100_000)}` },
  {
    name: "bytes that are not UTF-8",
    type: "application/json",
    body: () => new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
];

/** The method a route's action takes a body with: the first its write policy allows, else POST. */
function writeMethod(module: RouteModule): string {
  const allow = (module.action as { allow?: readonly string[] | "any" } | undefined)?.allow;
  return (Array.isArray(allow) ? allow.find((name) => !["GET", "HEAD"].includes(name)) : undefined) ?? "POST";
}

// ---------------------------------------------------------------------------------------------

// Astral characters at every cut (issue 37, item 2): a text field of a request the route accepted
// gets 😀 (two UTF-16 units) or a ZWJ family (11 units, one character) across each length limit.

const FAMILY = "👨‍👩‍👧‍👦";
const APP_DIR = path.resolve(import.meta.dirname, "../../app");
/** A length limit in the source: `max: 120`, `z.string().max(64)`, `MAX_SUBJECT_CHARS = 120`, `cutText(x, 100)`, `maxLength={40}`. */
const LIMIT =
  /(?:\bmax:\s*|_(?:CHARS|LENGTH)\s*=\s*|z\.string\([^()]*\)(?:\.\w+\([^()]*\))*\.max\(|cutText\([^()]*?,\s*|maxLength=\{)(\d+)\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** Every length limit on text in app/ (2 to 4,000): where a cut or a count of characters falls. */
const LENGTH_LIMITS = [
  ...new Set(sourceFiles(APP_DIR).flatMap((file) => [...readFileSync(file, "utf8").matchAll(LIMIT)].map((match) => Number(match[1])))),
]
  .filter((limit) => limit >= 2 && limit <= 4000)
  .sort((a, b) => a - b);

/** `base` filled out with Japanese to `units` UTF-16 units (never ending in half a pair). */
const filled = (base: string, units: number) => wellFormed(`${base} ${"日本語".repeat(units)}`.slice(0, units));

/** For each limit n: 😀 over units n and n+1 (1-based: a cut after n splits it), the family from unit n-1 (a cut after n-1). */
const straddling = (base: string) =>
  LENGTH_LIMITS.flatMap((limit) => [`${filled(base, limit - 1)}😀の続き`, `${filled(base, limit - 2)}${FAMILY}の続き`]);

/** Where a call carries free text: its form, JSON (top-level strings and the first of a list of strings) and query fields. */
type TextField = { name: string; set: (call: Call, value: string) => Call; base: string };
const FREE_TEXT = /[^\d\s.,:+TZ-]/; // not a number, a date or a time
function textFields(call: Call): TextField[] {
  const fields: TextField[] = [];
  const body = call.method === "GET" || call.method === "HEAD" ? undefined : call.body;
  if (body && "form" in body)
    for (const [name, value] of Object.entries(body.form))
      if (name !== "intent" && typeof value === "string" && FREE_TEXT.test(value))
        fields.push({ name, base: value, set: (c, v) => ({ ...c, body: { form: { ...body.form, [name]: v } } }) });
  if (body && "json" in body && body.json && typeof body.json === "object" && !Array.isArray(body.json)) {
    const json = body.json as Record<string, unknown>;
    for (const [name, value] of Object.entries(json)) {
      if (typeof value === "string" && FREE_TEXT.test(value))
        fields.push({ name, base: value, set: (c, v) => ({ ...c, body: { json: { ...json, [name]: v } } }) });
      if (Array.isArray(value) && typeof value[0] === "string")
        fields.push({
          name: `${name}[0]`,
          base: value[0],
          set: (c, v) => ({ ...c, body: { json: { ...json, [name]: [v, ...value.slice(1)] } } }),
        });
    }
  }
  const query = call.query;
  if (query)
    for (const [name, value] of Object.entries(query))
      if (typeof value === "string" && FREE_TEXT.test(value))
        fields.push({ name: `?${name}`, base: value, set: (c, v) => ({ ...c, query: { ...query, [name]: v } }) });
  return fields;
}

const intentOf = (call: Call) =>
  call.body && "form" in call.body
    ? call.body.form.intent
    : call.body && "json" in call.body
      ? (call.body.json as { intent?: unknown } | null)?.intent
      : undefined;

/**
 * For each way of calling the route (method, path and intent) among 400 generated calls: a
 * signed-in call it accepted (2xx or 3xx) that carries text, the one with the most text fields.
 */
async function acceptedTextCalls(spec: FuzzedRoute, ctx: Ctx): Promise<Call[]> {
  const ways = new Map<string, Call[]>();
  for (const call of fc.sample(spec.calls(ctx), { numRuns: 400, seed: SEED })) {
    if (!call.signedIn || textFields(call).length === 0) continue;
    const way = `${call.method} ${call.path} ${String(intentOf(call))}`;
    ways.set(way, [...(ways.get(way) ?? []), call]);
  }
  const accepted: Call[] = [];
  for (const calls of ways.values()) {
    for (const call of calls.sort((a, b) => textFields(b).length - textFields(a).length).slice(0, 60)) {
      const response = await run(spec.module, call, ctx.me.cookie);
      if (!("missing" in response) && response.status < 400) {
        accepted.push(call);
        break;
      }
    }
  }
  return accepted;
}

describe("the fuzz table", () => {
  it("has an entry for every file in app/routes (add one for a new route)", () => {
    const files = readdirSync(path.resolve(import.meta.dirname, "../../app/routes")).filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\./.test(file),
    );
    expect(Object.keys(ROUTES).sort()).toEqual(files.sort());
  });
});

// The run's shared stand-ins (tests/setup/global-standins.ts), put back as new before each route.
beforeAll(() => {
  const { stripeUrl, openAiUrl } = sharedStandins();
  // Payments configured against the stand-in, so the payment doors run their real paths (unconfigured, they answer 503 by design).
  Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_WEBHOOK_SECRET: "whsec_fuzz", STRIPE_API_BASE: stripeUrl });
  // A model too (the stand-in), so the photo analysis runs rather than answering 503 "not configured".
  Object.assign(env, { OPENAI_API_KEY: "standin", OPENAI_BASE_URL: openAiUrl });
});
afterAll(() => {
  Object.assign(env, { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined });
  Object.assign(env, { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined });
});

const fuzzed = Object.entries(ROUTES).filter((entry): entry is [string, FuzzedRoute] => entry[1].calls !== null);

describe.each(fuzzed)("fuzzing %s", (file, spec) => {
  let ctx: Ctx;
  beforeAll(async () => {
    await resetStandins();
    ctx = { me: await fixture(), other: await fixture(), today: localDateOf(new Date(), "UTC") };
  });

  // 40 requests; a door that reads a photo (OCR, the meal model) takes seconds a request on a busy
  // machine, and CI's is busier than ours (the whole file: 2 minutes alone, 15 beside the suite).
  it(
    `never answers 5xx; errors are {"error"}; refused requests change no row; stored text is clean`,
    { timeout: 180_000 },
    async ({ signal }) => {
      const seen = new Map<number, number>();
      // The rows before each request are the rows after the one before it: counted once per request
      // (after it), and once before the route's first request.
      let before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(spec.calls(ctx), async (call) => {
          if (signal.aborted) return; // timed out: the next test's rows are not this one's
          const response = await run(spec.module, call, call.signedIn ? ctx.me.cookie : undefined);
          if ("missing" in response) {
            // Remix answers a method with no handler itself (405); an API route must answer it as JSON.
            if (spec.api) throw new Error(`${file} has no ${response.missing} for ${call.method}`);
            return;
          }
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
          if (!(spec.upstream && response.status === 502)) expect(response.status, `${call.method} ${call.path}`).toBeLessThan(500);
          const text = await response.text();
          if (spec.api && response.status >= 400) {
            const body = JSON.parse(text) as Record<string, unknown>;
            expect(Object.keys(body), text).toEqual(["error"]);
            expect(typeof body.error).toBe("string");
          }
          const after = await rowCounts();
          if (response.status >= 400) expect(after, `${call.method} ${call.path} → ${response.status} changed rows`).toEqual(before);
          before = after;
        }),
        { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true },
      );
      await expectCleanRows(ctx.me.userId);
      if (process.env.FUZZ_STATS) console.log(file, JSON.stringify([...seen.entries()].sort()));
      expect([...seen.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    },
  );

  it('answers bodies no reader can take with a 4xx ({"error"} on the API), never a 500, writing nothing', async () => {
    const method = writeMethod(spec.module);
    const handler = spec.module.action;
    if (!handler) return;
    const params = {
      userId: String(ctx.me.userId),
      mealId: String(ctx.me.mealId),
      entryId: String(ctx.me.entryId),
      foodId: String(ctx.me.foodId),
    };
    // Rows are counted once for the route: a door that reads the body must refuse every one of these.
    const before = await rowCounts();
    let ignored = false;
    for (const broken of BROKEN_BODIES) {
      const headers = new Headers({ Cookie: ctx.me.cookie });
      if (broken.type) headers.set("Content-Type", broken.type);
      const request = new Request(`${ORIGIN}/fuzz-body`, { method, headers, body: broken.body?.(), duplex: "half" } as RequestInit);
      let response: Response;
      try {
        const result = await handler({ request, params, context: {} });
        const status =
          result instanceof Response ? result.status : ((result as { init?: { status?: number } } | null)?.init?.status ?? 200);
        response = result instanceof Response ? result : new Response(JSON.stringify(result ?? null), { status });
      } catch (thrown) {
        if (!(thrown instanceof Response))
          throw new Error(`${method} ${file} with ${broken.name} threw ${String(thrown)} (a 500)`, { cause: thrown });
        response = thrown;
      }
      const what = `${method} ${file} with ${broken.name} → ${response.status}`;
      if (!(spec.upstream && response.status === 502)) expect(response.status, what).toBeLessThan(500);
      if (response.status < 400) {
        // Only a door that never reads a body (a button, an empty body read as {}) may go on.
        expect(request.bodyUsed && broken.body !== undefined, what).toBe(false);
        ignored = true;
      } else if (spec.api) {
        const text = await response.text();
        expect(JSON.parse(text), what).toEqual({ error: expect.any(String) });
      }
    }
    if (!ignored) expect(await rowCounts()).toEqual(before);
  });

  it(
    "keeps an astral character whole at every cut: 😀 and a ZWJ family across each length limit of each text field",
    // A test that times out leaves its loop running into the next tests (a guest made by Home's
    // "start" counted as their write): each loop stops once the test's signal is aborted.
    // Home's fields take 27 s alone, about 8 times that beside the whole suite on CI.
    { timeout: 600_000 },
    async ({ signal }) => {
      const bases = await acceptedTextCalls(spec, ctx);
      if (bases.length > 0) withText.push(file); // else no accepted request with text (a button, an id-only door)
      for (const base of bases) {
        if (process.env.FUZZ_STATS)
          console.log(
            file,
            JSON.stringify(base).slice(0, 300),
            textFields(base).map((field) => field.name),
          );
        for (const field of textFields(base)) {
          // a fresh rate-limit window per field: the write throttle is not what is tested here
          await db.rateLimit.deleteMany({ where: { key: { endsWith: `:${ctx.me.userId}` } } });
          for (const value of straddling(field.base)) {
            if (signal.aborted) return;
            const call = field.set(base, value);
            const response = await run(spec.module, call, ctx.me.cookie);
            if ("missing" in response) continue;
            const what = `${call.method} ${call.path} with ${field.name} = …${value.slice(-24)} (${value.length} units)`;
            if (!(spec.upstream && response.status === 502)) expect(response.status, what).toBeLessThan(500);
            if (spec.api && response.status >= 400) expect(JSON.parse(await response.text()), what).toEqual({ error: expect.any(String) });
          }
        }
      }
      await expectCleanRows(ctx.me.userId);
    },
  );
});

/** The routes whose text fields got astral characters (filled by the test above). */
const withText: string[] = [];
describe("astral characters at every cut", () => {
  it("found the limits and reached the text doors (support, foods, profile, workouts)", () => {
    expect(LENGTH_LIMITS).toEqual(expect.arrayContaining([40, 60, 120, 2000]));
    expect(withText).toEqual(expect.arrayContaining(["api.support.ticket.ts", "support.tsx", "foods.tsx", "profile.tsx", "workout.tsx"]));
  });
});
