import { describe, expect, it } from "vitest";
import { describeIssues } from "~/modules/validate";
import { ProfileInput } from "./profile-input";

const errors = (input: unknown) => {
  const result = ProfileInput.safeParse(input);
  return result.success ? [] : describeIssues(result.error).split("; ");
};

describe("profile input (spec core §5 and bounds)", () => {
  it("reads age and goal as integers, height and weight as decimals, from numbers or strings", () => {
    expect(ProfileInput.parse({ age: "30", height: "180.5", weight: 72.4, dailyCalorieGoal: 2200 })).toEqual({
      age: 30,
      height: 180.5,
      weight: 72.4,
      dailyCalorieGoal: 2200,
    });
  });
  it("omits empty values", () => {
    expect(ProfileInput.parse({ age: "", height: null, email: " ", username: "", goal: "" })).toEqual({});
  });
  it("refuses out-of-bounds and malformed values field by field", () => {
    expect(errors({ age: 12, height: 99, weight: 401, dailyCalorieGoal: 799 })).toEqual([
      "age: Age must be between 13 and 120",
      "height: Height must be between 100 and 250 cm",
      "weight: Weight must be between 25 and 400 kg",
      "dailyCalorieGoal: Daily calorie goal must be between 800 and 6000 kcal",
    ]);
    expect(errors({ age: "30.5", dailyCalorieGoal: "1e3", height: true })).toEqual([
      "age: Age must be a whole number",
      "height: Height must be a number",
      "dailyCalorieGoal: Daily calorie goal must be a number",
    ]);
    expect(errors({ dietaryRestrictions: ["Vegan", "Carnivore"], activityLevel: "lazy", email: "nope" })).toHaveLength(3);
  });
  it("keeps dietary restrictions unique and drops fields it does not own (tier)", () => {
    expect(ProfileInput.parse({ dietaryRestrictions: ["Vegan", "Vegan", "Keto"], tier: "premium" })).toEqual({
      dietaryRestrictions: ["Vegan", "Keto"],
    });
  });
});
