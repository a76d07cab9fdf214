// The exercise-in-budget choice's names, for Home's form (no Zod here: Home's script stays small).

export const EXERCISE_BUDGET_CHOICES = ["auto", "on", "off"] as const;
export type ExerciseBudgetChoice = (typeof EXERCISE_BUDGET_CHOICES)[number];
export const EXERCISE_BUDGET_INTENT = "exercise-budget";
