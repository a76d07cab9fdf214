import { z } from "zod";
import { apiAction, notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { CopyDayInput } from "~/modules/meal/copy-input";
import { copyDay } from "~/modules/meal/copy.server";
import { addDays } from "~/modules/dates/calendar";

const Totals = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });
const CopyAnswer = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  mealType: z.string().nullable(),
  entries: z.array(
    Totals.extend({
      entryId: z.number().int(),
      mealId: z.number().int(),
      name: z.string(),
      mealType: z.string(),
      quantity: z.number(),
      foodId: z.number().int().nullable(),
    }),
  ),
  totals: Totals,
});

// The example copies today's snacks to tomorrow (UTC), so that, sent as it stands, it is served.
const today = new Date().toISOString().slice(0, 10);
const tomorrow = addDays(today, 1);

/** POST /api/diary/copy {fromDate, toDate, mealType?}: a day's (or one slot's) entries again on another day. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/diary/copy",
    body: "json",
    status: 201,
    run: ({ userId, body }) => copyDay(userId, body),
  }),
  {
    POST: {
      summary: "Copy a meal slot or a whole day to another day",
      description:
        "Every live entry of `fromDate` (only `mealType`'s with one) is logged again on `toDate` (up to a day ahead) as new entries with the nutrients they were logged with; a meal saved with totals only is copied with its totals. Each new entry is undone like any other (DELETE /api/meal-foods/{entryId}). 404 when there is nothing to copy.",
      body: CopyDayInput,
      example: { fromDate: today, toDate: tomorrow, mealType: "snack" },
      response: CopyAnswer,
      responseExample: {
        fromDate: today,
        toDate: tomorrow,
        mealType: "snack",
        entries: [
          {
            entryId: 341,
            mealId: 121,
            name: "Bananas, raw",
            mealType: "snack",
            quantity: 118,
            foodId: 9040,
            calories: 105,
            protein: 1.3,
            carbs: 27,
            fat: 0.4,
          },
        ],
        totals: { calories: 105, protein: 1.3, carbs: 27, fat: 0.4 },
      },
      errors: { 404: "Nothing logged on 2026-11-23 to copy" },
    },
  },
);

export const loader = notServed(action);
