import { describe, expect, it } from "vitest";
import type { PlanDay } from "./plan";
import { shoppingList, type ShoppingFood } from "./shopping";

const EGGS: ShoppingFood = {
  id: 1129,
  name: "Egg, whole, cooked, hard-boiled",
  category: "dairy_eggs",
  portions: [
    { label: "1 cup, chopped", grams: 136 },
    { label: "1 tbsp", grams: 8.5 },
    { label: "1 large", grams: 50 },
  ],
};
const YOGURT: ShoppingFood = {
  id: 1256,
  name: "Yogurt, Greek, plain, nonfat",
  category: "dairy_eggs",
  portions: [
    { label: "1 cup", grams: 245 },
    { label: "1 container (6 oz)", grams: 170 },
  ],
};
const MILK: ShoppingFood = { id: 1085, name: "Milk, nonfat", category: "dairy_eggs", portions: [{ label: "1 cup", grams: 245 }] };

const week = (items: [number, number][]): PlanDay[] => [
  {
    day: 1,
    meals: [
      {
        slot: "breakfast",
        name: "Test",
        prepMinutes: 5,
        foods: items.map(([foodId, grams]) => ({ foodId, name: "", short: "", grams, calories: 0, protein: 0, carbs: 0, fat: 0 })),
        calories: 0,
        protein: 0,
        carbs: 0,
        fat: 0,
      },
    ],
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
  },
];

const householdOf = (foodId: number, grams: number, food: ShoppingFood) =>
  shoppingList(week([[foodId, grams]]), new Map([[foodId, food]]), new Set())[0]!.items[0]!.household;

describe("the shopping list's household measure (issue 37 item 10)", () => {
  it("shops by count where the catalogue has one: eggs by the egg, rounded up, not in cups, chopped", () => {
    expect(householdOf(EGGS.id, 320, EGGS)).toBe("≈ 7 × 1 large");
  });

  it("shops by package where one exists", () => {
    expect(householdOf(YOGURT.id, 700, YOGURT)).toBe("≈ 5 × 1 container (6 oz)");
  });

  it("keeps a measure when there is nothing to count", () => {
    expect(householdOf(MILK.id, 1000, MILK)).toBe("≈ 4 × 1 cup");
  });
});
