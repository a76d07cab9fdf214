import { apiLoader } from "~/http/read-policy.server";
import { z } from "zod";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { listWeights, logWeight } from "~/modules/weight/log.server";
import { WeightEntryAnswer, WeightInput } from "~/modules/weight/weight-input";

/** GET /api/weights: the weight log, newest day first ({entries: [{id, date, kg, source}]}). */
export const loader = apiLoader("user", async ({ userId }) => {
  return jsonFrom(async () => ({ entries: await listWeights(userId) }));
});

/** POST /api/weights {date?, kg}: the day's typed weight (created, or replaced when there is one) → 201 with the entry. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/weights",
    body: "json",
    status: 201,
    run: ({ userId, body }) => logWeight(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your weight log",
      description: "Every entry, newest day first, with its source: manual (typed), import (a file) or integration (a connected app).",
      response: z.object({ entries: z.array(WeightEntryAnswer) }),
      responseExample: { entries: [{ id: 3, date: "2026-11-25", kg: 81.4, source: "manual" }] },
    },
    POST: {
      summary: "Log a weight",
      description: "Kilograms, for a day (today by default, at most a day ahead); a day's typed weight is replaced by a new one.",
      body: WeightInput,
      example: { date: "2026-11-25", kg: 81.4 },
      response: WeightEntryAnswer,
      responseExample: { id: 3, date: "2026-11-25", kg: 81.4, source: "manual" },
    },
  },
);
