import { z } from "zod";
import { IdSchema, NumberSchema } from "~/modules/validate";
import { PLAN_DAYS } from "./plan";
import { MAX_MEALS_PER_DAY } from "./preferences";

// The planner's other inputs, shared by the screen's forms and any JSON door.

const Index = (label: string, max: number) =>
  NumberSchema(label).pipe(
    z.number().int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`),
  );

/** "Log this meal": which meal of which day of which plan. */
export const LogPlannedMealInput = z.object({
  planId: IdSchema("Plan id"),
  day: Index("Day", PLAN_DAYS),
  meal: Index("Meal", MAX_MEALS_PER_DAY),
});

/** A shopping list tick: the food and whether it is now bought. */
export const TickShoppingInput = z.object({
  planId: IdSchema("Plan id"),
  foodId: IdSchema("Food id"),
  checked: z.enum(["true", "false"], { error: "checked must be true or false" }).transform((value) => value === "true"),
});
