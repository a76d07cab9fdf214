import { redirect } from "@remix-run/node";
import { domainFormErrorKeeping } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import type { FormDoor } from "~/http/write-policy.server";
import { DomainError } from "~/modules/errors";
import { generateMealPlan, logPlannedMeal, savePlannerPreferences, tickShoppingItem } from "~/modules/planner/plans.server";
import type { PlannerTab } from "~/modules/planner/intents";
import { addEntry } from "~/modules/planner/preferences";

// The forms of /ai-meal-planner: the preferences form (every button saves what is typed, adds
// the new allergy or dislike, takes out the one clicked; Generate then plans the week), "Log this
// meal", and the shopping list's ticks. Each redirects to its tab.

const PLANNER_PATH = "/ai-meal-planner";
const tabUrl = (tab: PlannerTab) => `${PLANNER_PATH}?tab=${tab}`;

/** The preferences form as the module's input: the lists with the clicked entry out and the typed one in. */
function preferencesOf(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "");
  const list = (name: string, removed: string, added: string) =>
    addEntry(
      formData
        .getAll(name)
        .map(String)
        .filter((entry) => entry !== formData.get(removed)),
      text(added),
    );
  return {
    goalType: text("goalType"),
    dietType: text("dietType"),
    calorieTarget: text("calorieTarget"),
    proteinTarget: text("proteinTarget"),
    mealsPerDay: text("mealsPerDay"),
    cookingTime: text("cookingTime"),
    allergies: list("allergies", "removeAllergy", "newAllergy"),
    dislikes: list("dislikes", "removeDislike", "newDislike"),
  };
}

/** A refusal shows the form again as it was sent (the lists and numbers just typed). */
async function keepingForm<T>(door: FormDoor<number>, work: () => Promise<T>, then: (result: T) => Response | Promise<Response>) {
  try {
    return await then(await work());
  } catch (error) {
    if (error instanceof DomainError) return domainFormErrorKeeping(door.intent, error, door.formData);
    throw error;
  }
}

/** The intent of a posted form: a list's Add, an entry's remove button and Enter all mean "update". */
export const plannerIntentOf = (formData: FormData) => String(formData.get("intent") ?? "update");

export const plannerIntents: Record<string, (door: FormDoor<number>) => unknown> = {
  update: (door) =>
    keepingForm(
      door,
      () => savePlannerPreferences(door.userId, preferencesOf(door.formData)),
      () => redirect(tabUrl("preferences")),
    ),
  generate: (door) =>
    keepingForm(
      door,
      () => generateMealPlan(door.userId, preferencesOf(door.formData)),
      () => redirectWithToast(tabUrl("meal-plan"), { title: "Meal Plan Generated", description: "Your 7-day plan is ready." }),
    ),
  "log-meal": async ({ userId, formData }) => {
    const logged = await logPlannedMeal(userId, Object.fromEntries(formData));
    return redirectWithToast(tabUrl("meal-plan"), { title: "Meal logged", description: `${logged.name} is in today's diary.` });
  },
  tick: async ({ userId, formData }) => {
    await tickShoppingItem(userId, Object.fromEntries(formData));
    return redirect(tabUrl("shopping"));
  },
};
