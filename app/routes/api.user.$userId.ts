import { apiLoader } from "~/http/read-policy.server";
import { jsonError } from "~/http/json.server";
import { apiAction } from "~/http/write-policy.server";
import { getBilling, PassAnswer, SubscriptionAnswer } from "~/modules/payments/billing.server";
import { getProfile, ProfileAnswer } from "~/modules/user/profile.server";
import { updateProfile } from "~/modules/user/update.server";
import { describeRoute } from "~/http/openapi/describe";
import { ProfileInput } from "~/modules/user/profile-input";

/**
 * GET /api/user/{userId}: the signed-in user's profile (spec core §7, `tier` counting a running
 * pass), their subscription (`{plan, interval, status, currentPeriodEnd, cancelAtPeriodEnd}`, null
 * without one) and their one-time pass (`{plan, endsOn}`, null without one running).
 */
export const loader = apiLoader("self", async ({ userId }) => {
  const [profile, billing] = await Promise.all([getProfile(userId), getBilling(userId)]);
  if (!profile || !billing) return jsonError(404, "User not found");
  const pass = billing.pass && { plan: billing.pass.plan, endsOn: billing.pass.endsOn };
  return Response.json({ ...profile, subscription: billing.subscription, pass });
});

/**
 * PUT /api/user/{userId}: the profile fields of spec core §3 (the same schema as the /profile
 * form); empty values are omitted. Answers the whole profile.
 */
const profileExample = {
  id: 42,
  username: "sam",
  email: "sam@example.com",
  age: 34,
  height: 172,
  weight: 70.5,
  sex: null,
  activityLevel: "moderate",
  goal: "maintain",
  dailyCalorieGoal: 2200,
  dietaryRestrictions: ["Vegetarian"],
  trackCalories: true,
  trackWorkouts: true,
  timeZone: "Europe/London",
  units: "metric",
  tier: "free",
  firstName: "Sam",
  lastName: "Lee",
  isGuest: false,
};

/** GET also answers the subscription and the one-time pass: PUT answers the profile alone. */
const UserAnswer = ProfileAnswer.extend({ subscription: SubscriptionAnswer.nullable(), pass: PassAnswer.nullable() });
const userExample = {
  ...profileExample,
  subscription: { plan: "premium", interval: "month", status: "active", currentPeriodEnd: "2026-12-25", cancelAtPeriodEnd: false },
  pass: null,
};

export const action = describeRoute(
  apiAction({
    methods: ["PUT"],
    loaderMethods: ["GET"],
    guard: "self",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => updateProfile(userId, body),
  }),
  {
    GET: {
      guard: "self",
      summary: "Your profile and subscription",
      response: UserAnswer,
      responseExample: userExample,
      errors: { 404: "User not found" },
    },
    PUT: {
      summary: "Update your profile",
      description:
        "The fields of the /profile form; empty values are omitted; `tier` is not writable. `units` (metric | us) is how the screens show amounts: this API takes and answers metric (kg, cm, g, ml) whatever it is.",
      body: ProfileInput,
      example: { age: 34, height: 172, weight: 70.5, goal: "maintain", dailyCalorieGoal: 2200 },
      response: ProfileAnswer,
      responseExample: profileExample,
      errors: {
        409: "That username is taken, or the e-mail differs from yours: an e-mail changes only with a code (POST /api/auth/change-email)",
      },
    },
  },
);
