import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { MeasurementAnswer, MeasurementEditInput, MeasurementIdSchema } from "~/modules/body/measurement-input";
import { deleteMeasurements, editMeasurements } from "~/modules/body/measurements.server";

const example = { id: 4, date: "2026-11-25", waistCm: 84, hipsCm: null, chestCm: null, armsCm: null, thighsCm: null, bodyFatPct: 22 };

/** PUT /api/measurements/{entryId} {waistCm?, …}: the day's measures as they are now (one left out is cleared); DELETE removes the day. */
export const action = describeRoute(
  apiAction({
    methods: ["PUT", "DELETE"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, params, request, body }) =>
      request.method === "DELETE" ? deleteMeasurements(userId, params.entryId) : editMeasurements(userId, params.entryId, body),
  }),
  {
    PUT: {
      summary: "Change a day of measurements",
      description: "The day's measures as they should be now, at least one: a measure left out is cleared.",
      params: { entryId: MeasurementIdSchema },
      body: MeasurementEditInput,
      example: { waistCm: 84, bodyFatPct: 22 },
      response: MeasurementAnswer,
      responseExample: example,
      errors: { 404: "Measurement not found" },
    },
    DELETE: {
      summary: "Remove a day of measurements",
      params: { entryId: MeasurementIdSchema },
      returns: "The removed day: {id, date, waistCm, hipsCm, chestCm, armsCm, thighsCm, bodyFatPct}",
      errors: { 404: "Measurement not found" },
    },
  },
);

export const loader = notServed(action);
