import { describe, expect, it } from "vitest";
import { validate } from "~/modules/validate";
import { addEntry, DEFAULT_PREFERENCES, MealPreferencesInput, preferencesFromProfile, removeEntry } from "./preferences";

describe("MealPreferencesInput", () => {
  it("takes spec §9's defaults for missing fields", () => {
    expect(validate(MealPreferencesInput, {})).toEqual(DEFAULT_PREFERENCES);
  });

  it("keeps meals per day between 2 and 6 (spec §5)", () => {
    expect(validate(MealPreferencesInput, { mealsPerDay: "6" }).mealsPerDay).toBe(6);
    expect(() => validate(MealPreferencesInput, { mealsPerDay: 1 })).toThrow("mealsPerDay: Meals per day must be at least 2");
    expect(() => validate(MealPreferencesInput, { mealsPerDay: 7 })).toThrow("mealsPerDay: Meals per day must be at most 6");
    expect(() => validate(MealPreferencesInput, { mealsPerDay: 2.5 })).toThrow("Meals per day must be a whole number");
  });

  it("names a wrong diet type and drops empty or repeated list entries", () => {
    expect(() => validate(MealPreferencesInput, { dietType: "carnivore" })).toThrow(
      "dietType: Diet must be one of omnivore, vegetarian, vegan, keto, paleo",
    );
    expect(validate(MealPreferencesInput, { allergies: ["Peanuts", " ", "peanuts", "Shellfish"] }).allergies).toEqual([
      "Peanuts",
      "Shellfish",
    ]);
  });
});

describe("the allergies and dislikes lists (spec §5)", () => {
  it("adds an entry only if non-empty and new; removing takes it out", () => {
    expect(addEntry(["Peanuts"], "  ")).toEqual(["Peanuts"]);
    expect(addEntry(["Peanuts"], "PEANUTS")).toEqual(["Peanuts"]);
    expect(addEntry(["Peanuts"], " Shellfish ")).toEqual(["Peanuts", "Shellfish"]);
    expect(removeEntry(["Peanuts", "Shellfish"], "Peanuts")).toEqual(["Shellfish"]);
  });
});

describe("preferencesFromProfile", () => {
  it("prefills the goal, calories, protein, diet and allergies from the profile", () => {
    expect(preferencesFromProfile({ goal: "lose", dailyCalorieGoal: 1800, dietaryRestrictions: ["Vegetarian", "Dairy-Free"] })).toEqual({
      ...DEFAULT_PREFERENCES,
      goalType: "weight_loss",
      dietType: "vegetarian",
      calorieTarget: 1800,
      proteinTarget: 135,
      allergies: ["dairy"],
    });
    expect(preferencesFromProfile({ goal: null, dailyCalorieGoal: 2000, dietaryRestrictions: [] })).toEqual(DEFAULT_PREFERENCES);
  });
});
