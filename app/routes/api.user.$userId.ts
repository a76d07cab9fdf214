import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonError } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { apiAction } from "~/http/write-policy.server";
import { getProfile, ProfileAnswer } from "~/modules/user/profile.server";
import { updateProfile } from "~/modules/user/update.server";
import { describeRoute } from "~/http/openapi/describe";
import { ProfileInput } from "~/modules/user/profile-input";

/** GET /api/user/{userId}: the signed-in user's profile (spec core §7). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  const profile = await getProfile(userId);
  if (!profile) return jsonError(404, "User not found");
  return Response.json(profile);
}

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
  activityLevel: "moderate",
  goal: "maintain",
  dailyCalorieGoal: 2200,
  dietaryRestrictions: ["Vegetarian"],
  trackCalories: true,
  trackWorkouts: true,
  timeZone: "Europe/London",
  tier: "free",
  firstName: "Sam",
  lastName: "Lee",
  isGuest: false,
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
      summary: "Your profile",
      response: ProfileAnswer,
      responseExample: profileExample,
      errors: { 404: "User not found" },
    },
    PUT: {
      summary: "Update your profile",
      description: "The fields of the /profile form; empty values are omitted; `tier` is not writable.",
      body: ProfileInput,
      example: { age: 34, height: 172, weight: 70.5, goal: "maintain", dailyCalorieGoal: 2200 },
      response: ProfileAnswer,
      responseExample: profileExample,
      errors: { 409: "That username is taken" },
    },
  },
);
