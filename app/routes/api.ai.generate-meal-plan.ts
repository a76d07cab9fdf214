import { apiAction, notServed } from "~/http/write-policy.server";
import { generateMealPlan } from "~/modules/planner/plans.server";

/** POST /api/ai/generate-meal-plan {the meal preferences}: plans and saves a 7-day plan → 201 `{ plan }`; 422 "Generation Failed: …" when nothing fits. */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/ai/generate-meal-plan",
  body: "json",
  status: 201,
  run: async ({ userId, body }) => ({ plan: await generateMealPlan(userId, body) }),
});

export const loader = notServed(action);
