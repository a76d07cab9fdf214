import { z } from "zod";

// What the vision model is asked for and how its answer is checked. The JSON schema goes to the
// model as strict structured output; the Zod schema checks what actually came back (a model or a
// compatible server may ignore the schema).

export const MAX_FOODS = 12;

export const SCAN_INSTRUCTIONS = [
  "You identify the foods in a photo of a meal for a nutrition tracker.",
  "For each distinct food you can see, give:",
  "- name: a short, plain food name as a food database would list it (e.g. 'chicken breast, grilled', 'rice, white, cooked', 'broccoli, steamed');",
  "- grams: your estimate of the grams of that food on the plate;",
  "- calories, protein, carbs, fat: your estimate for those grams (kcal and grams);",
  "- confidence: from 0 to 1, how sure you are that the food is what you named.",
  "analysis: one or two plain sentences describing the meal.",
  "If the photo shows no food, answer with an empty foods list and say so in analysis.",
  `List at most ${MAX_FOODS} foods. Answer only with the JSON object.`,
].join("\n");

const number = { type: "number" } as const;

/** The answer's JSON schema (strict: every property required, nothing else allowed). */
export const ANSWER_JSON_SCHEMA = {
  name: "meal_photo_analysis",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["foods", "analysis"],
    properties: {
      foods: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["name", "grams", "calories", "protein", "carbs", "fat", "confidence"],
          properties: {
            name: { type: "string" },
            grams: number,
            calories: number,
            protein: number,
            carbs: number,
            fat: number,
            confidence: number,
          },
        },
      },
      analysis: { type: "string" },
    },
  },
} as const;

const amount = (max: number) => z.number().finite().min(0).max(max);

export const ModelAnswer = z.object({
  foods: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        grams: z.number().finite().gt(0).max(5000),
        calories: amount(20_000),
        protein: amount(2000),
        carbs: amount(2000),
        fat: amount(2000),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(MAX_FOODS),
  analysis: z.string().trim().max(2000),
});
export type ModelAnswer = z.infer<typeof ModelAnswer>;
