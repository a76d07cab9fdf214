import { describe, expect, it } from "vitest";
import { mifflinStJeor, suggestCalorieGoal } from "./calorie-suggestion";

const body = { age: 30, height: 180, weight: 80, activityLevel: "moderate", goal: "maintain" };

describe("suggested calorie goal", () => {
  it("is Mifflin-St Jeor BMR (sex-neutral midpoint) × activity factor, rounded to 50 kcal", () => {
    expect(mifflinStJeor(80, 180, 30, 5)).toBe(1780);
    expect(mifflinStJeor(80, 180, 30)).toBe(1697);
    // 1697 × 1.55 = 2630 → 2650
    expect(suggestCalorieGoal(body)).toEqual({
      ok: true,
      calories: 2650,
      bmr: 1697,
      maintenance: 2630,
      factor: 1.55,
      adjustment: 0,
      sexConstant: false,
    });
  });
  it("takes 500 kcal off to lose and adds 300 to gain; no goal means maintain", () => {
    expect(suggestCalorieGoal({ ...body, goal: "lose" })).toMatchObject({ calories: 2150, adjustment: -500 });
    expect(suggestCalorieGoal({ ...body, goal: "gain" })).toMatchObject({ calories: 2950 });
    expect(suggestCalorieGoal({ ...body, goal: null })).toMatchObject({ calories: 2650 });
  });
  it("stays within the goal's bounds", () => {
    expect(suggestCalorieGoal({ age: 120, height: 100, weight: 25, activityLevel: "sedentary", goal: "lose" })).toMatchObject({
      calories: 800,
    });
    expect(suggestCalorieGoal({ age: 13, height: 250, weight: 400, activityLevel: "very_active", goal: "gain" })).toMatchObject({
      calories: 6000,
    });
  });
  it("names what is missing", () => {
    expect(suggestCalorieGoal({ age: null, height: 180, weight: null, activityLevel: null, goal: "lose" })).toEqual({
      ok: false,
      missing: ["age", "weight", "activity level"],
    });
  });
});

describe("with a sex on the profile (issue 37 item 10)", () => {
  it("uses Mifflin-St Jeor's own constant: +5 for male, −161 for female; unspecified keeps the midpoint", () => {
    // 1780 × 1.55 = 2759 → 2750; (1780 − 166) = 1614 × 1.55 = 2502 → 2500
    expect(suggestCalorieGoal({ ...body, sex: "male" })).toMatchObject({ bmr: 1780, calories: 2750, sexConstant: true });
    expect(suggestCalorieGoal({ ...body, sex: "female" })).toMatchObject({ bmr: 1614, calories: 2500, sexConstant: true });
    expect(suggestCalorieGoal({ ...body, sex: "unspecified" })).toMatchObject({ bmr: 1697, calories: 2650, sexConstant: false });
    expect(suggestCalorieGoal({ ...body, sex: null })).toMatchObject({ bmr: 1697, sexConstant: false });
  });
});
