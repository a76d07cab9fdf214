import { z } from "zod";
import { aiClient } from "~/modules/ai/ai.server";
import type { PlanDay } from "./plan";

// When a model is configured (the OPENAI_* settings of the meal scan), it names each planned meal
// as a dish and gives a one-line method, from the meal's foods only. It never gives a number: the
// grams, calories and protein are the planner's, and any name or method with a digit in it is
// left out. Without a model, or when it fails or answers out of shape, the template names stay.

/** The planner waits this long for names at most: a plan does not hang on a slow model. */
const NAMING_TIMEOUT_MS = 10_000;
const NAME_MAX = 60;
const METHOD_MAX = 160;

const INSTRUCTIONS = [
  "You name the meals of a week's meal plan. For each meal you get its day, its number in the day, its slot and its foods.",
  "Give each meal a short dish name a home cook would recognise, made only of the foods listed, and a one-line method.",
  "Never mention quantities, weights, calories, times or any other number.",
].join(" ");

const ANSWER_SCHEMA = {
  name: "meal_names",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["meals"],
    properties: {
      meals: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["day", "meal", "name", "method"],
          properties: { day: { type: "integer" }, meal: { type: "integer" }, name: { type: "string" }, method: { type: "string" } },
        },
      },
    },
  },
};

const Answer = z.object({
  meals: z.array(z.object({ day: z.number().int(), meal: z.number().int(), name: z.string(), method: z.string() })),
});

/** Text the model may give: trimmed, one line, not too long, no digit. */
function usable(text: string, max: number): string | null {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 0 && line.length <= max && !/\d/.test(line) ? line : null;
}

/** The plan's days with the model's dish names and methods where it gave usable ones; the days as they are otherwise. */
export async function withDishNames(days: PlanDay[]): Promise<PlanDay[]> {
  const model = aiClient();
  if (!model) return days;
  const input = days.flatMap((day) =>
    day.meals.map((meal, index) => ({ day: day.day, meal: index + 1, slot: meal.slot, foods: meal.foods.map((food) => food.short) })),
  );
  let answer: z.infer<typeof Answer>;
  try {
    const raw = await model.askForJson(
      { instructions: INSTRUCTIONS, input: JSON.stringify(input), answerSchema: ANSWER_SCHEMA },
      { timeoutMs: NAMING_TIMEOUT_MS },
    );
    answer = Answer.parse(raw);
  } catch (error) {
    console.warn(`Meal planner: the model's dish names were not used (${error instanceof Error ? error.message : "no answer"}).`);
    return days;
  }
  return days.map((day) => ({
    ...day,
    meals: day.meals.map((meal, index) => {
      const named = answer.meals.find((entry) => entry.day === day.day && entry.meal === index + 1);
      const name = named && usable(named.name, NAME_MAX);
      const method = named && usable(named.method, METHOD_MAX);
      return name ? { ...meal, name, ...(method && { method }) } : meal;
    }),
  }));
}
