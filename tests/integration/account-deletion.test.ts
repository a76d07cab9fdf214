// "Delete my account and data" (issue 26, item 1): two posts on /privacy (no JavaScript needed),
// and afterwards no row of any model names the user; another user's rows stay.
import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { getSessionUserId } from "~/modules/auth/session.server";
import { SUBSCRIPTION_NOT_CANCELLED } from "~/modules/privacy/delete-account.server";
import { action, DELETE_INTENTS } from "~/routes/privacy";
import { formPost, newGuest, request, respond } from "../helpers/requests";
import { startStripeStandin, type StripeStandin } from "../standins/stripe";

const args = (req: Request) => ({ request: req, params: {}, context: {} });

/** A user with a row in every model that can hold something of theirs. */
async function personWithEverything(tag: string) {
  const { userId, cookie } = await newGuest();
  const email = `${tag}-${userId}@example.com`;
  const phoneNumber = `+4477009${String(userId).padStart(5, "0")}`;
  await db.user.update({ where: { id: userId }, data: { isGuest: false, email, phoneNumber } });
  const food = await db.food.create({
    data: {
      name: `${tag} bar`,
      category: "Snacks",
      source: "user",
      ownerId: userId,
      portions: { create: { position: 0, label: "1 bar", grams: 40 } },
    },
  });
  const image = await db.image.create({
    data: { id: `img-${tag}-${userId}`, ownerId: userId, contentType: "image/jpeg", width: 1, height: 1, bytes: new Uint8Array([1, 2]) },
  });
  const meal = await db.meal.create({
    data: {
      userId,
      name: "Lunch",
      mealType: "lunch",
      localDate: "2026-11-25",
      imageId: image.id,
      foods: { create: { foodId: food.id, foodName: food.name, quantity: 40, calories: 200, protein: 10, carbs: 20, fat: 8 } },
    },
  });
  await db.foodScan.create({ data: { userId, localDate: "2026-11-25", status: "done", imageId: image.id, mealId: meal.id } });
  await db.labelScan.create({ data: { userId, foodId: food.id, figuresRead: 8, figuresCorrected: 1 } });
  await db.integrationConnection.create({ data: { userId, integrationId: "apple-health", status: "connected", dataPoints: 1 } });
  await db.mealPlannerPreferences.create({ data: { userId, preferences: {} } });
  await db.mealPlan.create({ data: { userId, preferences: {}, days: [], checkedFoodIds: [] } });
  await db.formAnalysis.create({
    data: {
      userId,
      exercise: "squat",
      score: 90,
      feedback: { good: [], improvements: [], warnings: [] },
      keyPoints: [],
      reps: 3,
      durationSeconds: 10,
      framesAnalysed: 100,
      framesTracked: 100,
      source: "camera",
      day: "2026-11-25",
    },
  });
  await db.healthRecord.create({
    data: {
      userId,
      kind: "steps",
      value: 8000,
      startAt: new Date(),
      day: "2026-11-25",
      source: "Apple Health",
      dedupeKey: `steps-${userId}`,
    },
  });
  const exercise = await db.exercise.findFirstOrThrow();
  await db.workoutSession.create({
    data: {
      userId,
      openUserId: userId,
      name: "Push",
      exercises: { create: { exerciseId: exercise.id, position: 0, sets: { create: { position: 0, reps: 5, weight: 60 } } } },
    },
  });
  await db.weightEntry.create({ data: { userId, date: "2026-11-25", kg: 72.5, source: "manual" } });
  await db.bodyMeasurement.create({ data: { userId, date: "2026-11-25", waistCm: 81.3, bodyFatPct: 21.5 } });
  // a progress photo over its own image (a second one: the meal's stays the meal's)
  const photo = await db.image.create({
    data: { id: `prog-${tag}-${userId}`, ownerId: userId, contentType: "image/jpeg", width: 1, height: 1, bytes: new Uint8Array([3]) },
  });
  await db.progressPhoto.create({ data: { userId, date: "2026-11-25", imageId: photo.id } });
  await db.checkIn.create({
    data: {
      userId,
      date: "2026-11-25",
      estimateKcal: 2400,
      confidence: 0.5,
      goal: "lose",
      paceKgPerWeek: 0.5,
      proposedKcal: 1850,
      previousKcal: 2000,
      targetKcal: 1850,
      decision: "accepted",
    },
  });
  await db.routine.create({
    data: {
      userId,
      name: "Push day",
      exercises: { create: { exerciseId: exercise.id, position: 0, targetSets: 3, targetReps: 5, restSeconds: 90 } },
    },
  });
  await db.food.create({
    data: {
      name: `${tag} porridge`,
      category: "prepared",
      source: "recipe",
      ownerId: userId,
      servings: 2,
      ingredients: { create: { position: 0, foodId: food.id, quantity: 80 } },
    },
  });
  await db.savedMeal.create({
    data: {
      userId,
      name: "Usual lunch",
      mealType: "lunch",
      items: { create: { position: 0, foodId: food.id, foodName: food.name, quantity: 40, calories: 200, protein: 10, carbs: 20, fat: 8 } },
    },
  });
  await db.idempotencyKey.create({ data: { userId, key: `key-${tag}`, route: "POST /api/food-log", status: 201, body: "{}" } });
  await db.supportTicket.create({
    data: {
      userId,
      subject: "Help",
      message: "Hi",
      email: `ticket-${email}`,
      messages: { create: { author: "member", body: "Hi" } },
    },
  });
  await db.deploymentStepDone.create({ data: { userId, guide: "wizard", stepId: "developer-account" } });
  await db.apiToken.create({ data: { userId, name: "cli", tokenHash: `hash-${tag}-${userId}` } });
  await db.purchase.create({ data: { userId, plan: "premium", interval: "month", amountCents: 999, stripeId: `cs_${tag}_${userId}` } });
  // the card that had their free trial: the fingerprint stays (one trial per card), no longer naming them
  await db.trialCard.create({ data: { fingerprint: `fp_${tag}_${userId}`, userId, subscriptionId: `sub_${tag}_${userId}` } });
  // what they asked to be sent, where, and what was sent
  await db.notificationSettings.create({ data: { userId, mealReminders: true, lunchAt: "12:30" } });
  await db.pushSubscription.create({ data: { userId, endpoint: `https://push.example/${tag}/${userId}`, p256dh: "key", auth: "auth" } });
  await db.notificationSent.create({
    data: {
      userId,
      kind: "meal-reminder",
      period: "2026-11-25:lunch",
      title: "Time to log your lunch",
      body: "…",
      url: "/diary",
      channel: "email",
    },
  });
  await db.oneTimeCode.create({
    data: { email, purpose: "sign-in", codeHash: `h-${tag}`, userId, expiresAt: new Date(Date.now() + 60_000) },
  });
  await db.oneTimeCode.create({ data: { email, purpose: "register", codeHash: `h2-${tag}`, expiresAt: new Date(Date.now() + 60_000) } });
  await db.outboxMessage.createMany({
    data: [
      { channel: "email", to: email, subject: "Your code", body: "123456", purpose: "sign-in-code" },
      { channel: "email", to: `ticket-${email}`, subject: "Re: Help", body: "…", purpose: "support-reply" },
      { channel: "whatsapp", to: phoneNumber, body: "Hello", purpose: "whatsapp-test" },
    ],
  });
  const window = { windowStart: BigInt(Date.now()), count: 1, expiresAt: BigInt(Date.now() + 60_000) };
  await db.rateLimit.createMany({
    data: [
      { key: `write:user:${userId}`, ...window },
      { key: `code:hour:${email}`, ...window },
    ],
  });
  return { userId, cookie, email, phoneNumber };
}

type Person = Awaited<ReturnType<typeof personWithEverything>>;

/** Rows naming the person, per model: every model of prisma/schema.prisma that can (see the coverage test). */
const rowsOf = ({ userId, email, phoneNumber }: Person): Record<string, () => Promise<number>> => ({
  User: () => db.user.count({ where: { id: userId } }),
  Session: () => db.session.count({ where: { userId } }),
  Food: () => db.food.count({ where: { ownerId: userId } }),
  FoodPortion: () => db.foodPortion.count({ where: { food: { ownerId: userId } } }),
  RecipeIngredient: () => db.recipeIngredient.count({ where: { recipe: { ownerId: userId } } }),
  Meal: () => db.meal.count({ where: { userId } }),
  MealFood: () => db.mealFood.count({ where: { meal: { userId } } }),
  SavedMeal: () => db.savedMeal.count({ where: { userId } }),
  SavedMealItem: () => db.savedMealItem.count({ where: { savedMeal: { userId } } }),
  WorkoutSession: () => db.workoutSession.count({ where: { OR: [{ userId }, { openUserId: userId }] } }),
  WorkoutExercise: () => db.workoutExercise.count({ where: { session: { userId } } }),
  WorkoutSet: () => db.workoutSet.count({ where: { workoutExercise: { session: { userId } } } }),
  Routine: () => db.routine.count({ where: { userId } }),
  WeightEntry: () => db.weightEntry.count({ where: { userId } }),
  BodyMeasurement: () => db.bodyMeasurement.count({ where: { userId } }),
  ProgressPhoto: () => db.progressPhoto.count({ where: { userId } }),
  CheckIn: () => db.checkIn.count({ where: { userId } }),
  RoutineExercise: () => db.routineExercise.count({ where: { routine: { userId } } }),
  IdempotencyKey: () => db.idempotencyKey.count({ where: { userId } }),
  SupportTicket: () => db.supportTicket.count({ where: { userId } }),
  SupportMessage: () => db.supportMessage.count({ where: { ticket: { userId } } }),
  ApiToken: () => db.apiToken.count({ where: { userId } }),
  Purchase: () => db.purchase.count({ where: { userId } }),
  TrialCard: () => db.trialCard.count({ where: { userId } }),
  NotificationSettings: () => db.notificationSettings.count({ where: { userId } }),
  PushSubscription: () => db.pushSubscription.count({ where: { userId } }),
  NotificationSent: () => db.notificationSent.count({ where: { userId } }),
  Image: () => db.image.count({ where: { ownerId: userId } }),
  FoodScan: () => db.foodScan.count({ where: { userId } }),
  LabelScan: () => db.labelScan.count({ where: { userId } }),
  HealthRecord: () => db.healthRecord.count({ where: { userId } }),
  IntegrationConnection: () => db.integrationConnection.count({ where: { userId } }),
  MealPlannerPreferences: () => db.mealPlannerPreferences.count({ where: { userId } }),
  MealPlan: () => db.mealPlan.count({ where: { userId } }),
  FormAnalysis: () => db.formAnalysis.count({ where: { userId } }),
  DeploymentStepDone: () => db.deploymentStepDone.count({ where: { userId } }),
  OneTimeCode: () => db.oneTimeCode.count({ where: { OR: [{ userId }, { email }] } }),
  OutboxMessage: () => db.outboxMessage.count({ where: { to: { in: [email, phoneNumber, `ticket-${email}`] } } }),
  RateLimit: () => db.rateLimit.count({ where: { OR: [{ key: { endsWith: `:user:${userId}` } }, { key: { endsWith: `:${email}` } }] } }),
});

/** Row counts per model; the rate-limit counters only with `counters` (each post moves them). */
async function counts(person: Person, { counters = false } = {}): Promise<Record<string, number>> {
  const models = Object.entries(rowsOf(person)).filter(([model]) => counters || model !== "RateLimit");
  return Object.fromEntries(await Promise.all(models.map(async ([model, count]) => [model, await count()] as const)));
}

const post = (intent: string, cookie: string) =>
  respond(async () => {
    const result = await action(args(formPost("/privacy", { intent }, cookie)));
    const wrapped = result as { data?: unknown; init?: { status?: number } | null };
    return "data" in wrapped ? Response.json(wrapped.data, { status: wrapped.init?.status ?? 200 }) : result;
  });

let stripe: StripeStandin;
const saved = { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_API_BASE: env.STRIPE_API_BASE };
beforeAll(async () => {
  stripe = await startStripeStandin();
});
afterEach(() => Object.assign(env, saved));
afterAll(() => stripe.close());

describe("delete my account and data", () => {
  it("asks first, then deletes every row of the user and signs them out; another user's rows stay", async () => {
    const person = await personWithEverything("gone");
    const bystander = await personWithEverything("stays");
    const before = await counts(person);
    expect(Object.entries(await counts(person, { counters: true })).filter(([, count]) => count === 0)).toEqual([]);

    const asked = await post(DELETE_INTENTS.ask, person.cookie);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ intent: DELETE_INTENTS.ask, confirming: true, passNotice: null });
    expect(await counts(person)).toEqual(before);

    const deleted = await post(DELETE_INTENTS.confirm, person.cookie);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(deleted.headers.get("Set-Cookie")).toMatch(/__session=;/);
    const after = await counts(person, { counters: true });
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((model) => [model, 0])));
    expect(await counts(bystander)).toEqual(before);
    expect(await getSessionUserId(request("/", { cookie: person.cookie }))).toBeNull();
  });

  it("ends a renewing subscription at its period end before deleting", async () => {
    Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_standin", STRIPE_API_BASE: stripe.url });
    const { userId, cookie } = await newGuest();
    const subscriptionId = `sub_delete_${userId}`;
    stripe.subscriptions.push({ id: subscriptionId, customer: `cus_${userId}`, metadata: {} });
    await db.user.update({
      where: { id: userId },
      data: { tier: "premium", subscriptionStatus: "active", stripeSubscriptionId: subscriptionId },
    });

    expect((await post(DELETE_INTENTS.confirm, cookie)).status).toBe(302);
    expect(stripe.subscriptions.find((row) => row.id === subscriptionId)?.cancelAtPeriodEnd).toBe(true);
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
  });

  it("keeps everything when the subscription cannot be cancelled", async () => {
    Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_standin", STRIPE_API_BASE: stripe.url });
    const { userId, cookie } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { subscriptionStatus: "active", stripeSubscriptionId: "sub_unknown_to_stripe" } });
    const refused = await post(DELETE_INTENTS.confirm, cookie);
    expect(refused.status).toBe(502);
    expect(JSON.stringify(await refused.json())).toContain(SUBSCRIPTION_NOT_CANCELLED);
    expect(await db.user.count({ where: { id: userId } })).toBe(1);
  });

  it("covers every model of the schema that can name a user", () => {
    const schema = readFileSync("prisma/schema.prisma", "utf8");
    const models = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
    const names = new Set(models.map(([, name]) => name!));
    const parentOf = (body: string) =>
      [...body.matchAll(/^\s+\w+\s+(\w+)\??\s+@relation\((?:"\w+", )?fields: \[\w+\]/gm)]
        .map(([, target]) => target!)
        .filter((target) => names.has(target));
    // A model holds personal data when it names a user, an address or a phone, or belongs to one that does.
    const personal = new Set(["User"]);
    for (let changed = true; changed;) {
      changed = false;
      for (const [, name, body] of models) {
        const direct = /\b(userId|ownerId|email|phoneNumber|to)\s+String|\b(userId|ownerId)\s+Int/.test(body!);
        if (!personal.has(name!) && (direct || parentOf(body!).some((parent) => personal.has(parent)))) {
          personal.add(name!);
          changed = true;
        }
      }
    }
    personal.add("RateLimit"); // keyed by the user's id or address (app/modules/throttle)
    const dummy = { userId: 0, cookie: "", email: "", phoneNumber: "" };
    expect(Object.keys(rowsOf(dummy)).sort()).toEqual([...personal].sort());
  });
});
