import { describe, expect, it } from "vitest";
import { AddFoodToMealInput, CreateMealInput, LocalDateSchema, LogFoodInput, MAX_IMAGE_BYTES } from "./inputs";

const meal = { name: "Lunch", mealType: "lunch", totalCalories: 500, totalProtein: 20, totalCarbs: 60, totalFat: 15 };
const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("meal inputs refuse garbage (issue 7, item 6)", () => {
  it("macros take numbers and decimal strings only: null, false, [], true, 0x10 and '' are refused", () => {
    expect(CreateMealInput.parse({ ...meal, totalProtein: "20.5" }).totalProtein).toBe(20.5);
    for (const value of [null, false, [], true, "0x10", ""]) {
      const result = CreateMealInput.safeParse({ ...meal, totalFat: value });
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(issues(result)).toEqual(["totalFat: totalFat must be a number"]);
    }
    expect(issues(CreateMealInput.safeParse({ ...meal, totalCalories: 20_001 }))).toEqual([
      "totalCalories: totalCalories must be at most 20000",
    ]);
  });

  it("names and notes are NFC text without control characters or bidi overrides", () => {
    const parsed = CreateMealInput.parse({
      ...meal,
      name: "Cafe\u0301\u0000 au lait\u202E",
      aiAnalysis: "Line\u0000 one\nline two",
      voiceSummary: "\u2066ok\u2069",
    });
    expect(parsed).toMatchObject({ name: "Café au lait", aiAnalysis: "Line one\nline two", voiceSummary: "ok" });
    expect(issues(CreateMealInput.safeParse({ ...meal, name: "\u0000\u202E" }))).toEqual(["name: Meal name is required"]);
    expect(LogFoodInput.parse({ foodId: 1, quantity: 10, portionLabel: "1 cup\u0000\uD800" }).portionLabel).toBe("1 cup");
    expect(AddFoodToMealInput.parse({ foodId: "7", quantity: "5", portionLabel: "\u0000" }).portionLabel).toBeUndefined();
  });

  it("dates run from 2000-01-01 (the upper bound, a day past the user's today, is checked when logging)", () => {
    expect(LocalDateSchema.safeParse("2000-01-01").success).toBe(true);
    expect(issues(LocalDateSchema.safeParse("1999-12-31"))).toEqual([": Date must be 2000-01-01 or later"]);
    expect(LocalDateSchema.safeParse("0000-01-01").success).toBe(false);
    expect(issues(CreateMealInput.safeParse({ ...meal, date: "0000-01-01" }))[0]).toMatch(/^date: /);
  });

  it("ids: integers up to 2,147,483,647 only", () => {
    expect(LogFoodInput.safeParse({ foodId: 2_147_483_648, quantity: 10 }).success).toBe(false);
    expect(LogFoodInput.safeParse({ foodId: "0x10", quantity: 10 }).success).toBe(false);
    expect(LogFoodInput.safeParse({ foodId: true, quantity: 10 }).success).toBe(false);
    expect(CreateMealInput.safeParse({ ...meal, userId: false }).success).toBe(false);
  });

  it("refuses an image over 5 MB once decoded, with a clear message", () => {
    const dataUrl = (bytes: number) => `data:image/png;base64,${"A".repeat(Math.ceil(bytes / 3) * 4)}`;
    expect(CreateMealInput.safeParse({ ...meal, imageUrl: dataUrl(MAX_IMAGE_BYTES - 3) }).success).toBe(true);
    expect(issues(CreateMealInput.safeParse({ ...meal, imageUrl: dataUrl(MAX_IMAGE_BYTES + 3) }))).toEqual([
      "imageUrl: Image is too large (at most 5 MB)",
    ]);
    expect(CreateMealInput.safeParse({ ...meal, imageUrl: "https://example.com/a.png" }).success).toBe(false);
  });
});
