import { apiLoader } from "~/http/read-policy.server";
import { z } from "zod";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { MeasurementAnswer, MeasurementInput } from "~/modules/body/measurement-input";
import { listMeasurements, logMeasurements } from "~/modules/body/measurements.server";

const example = { id: 4, date: "2026-11-25", waistCm: 84.5, hipsCm: 101, chestCm: null, armsCm: 33.5, thighsCm: null, bodyFatPct: 22.4 };

/** GET /api/measurements: the member's body measurements, newest day first ({entries: [{id, date, waistCm, …, bodyFatPct}]}). */
export const loader = apiLoader("user", async ({ userId }) => {
  return jsonFrom(async () => ({ entries: await listMeasurements(userId) }));
});

/** POST /api/measurements {date?, waistCm?, …, bodyFatPct?}: a day's measures (created, or merged into the day's) → 201 with the day. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/measurements",
    body: "json",
    status: 201,
    run: ({ userId, body }) => logMeasurements(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your body measurements",
      description:
        "One entry a day, newest first: centimetres for waist, hips, chest, arms and thighs, percent for body fat (null: not measured).",
      response: z.object({ entries: z.array(MeasurementAnswer) }),
      responseExample: { entries: [example] },
    },
    POST: {
      summary: "Log body measurements",
      description:
        "Any of waistCm (30–250), hipsCm (40–250), chestCm (40–250), armsCm (10–100), thighsCm (20–150) and bodyFatPct (2–75), at least one, for a day (today by default, at most a day ahead). The measures sent replace the day's; the others stay.",
      body: MeasurementInput,
      example: { date: "2026-11-25", waistCm: 84.5, bodyFatPct: 22.4 },
      response: MeasurementAnswer,
      responseExample: example,
    },
  },
);
