import { describe, expect, it } from "vitest";
import { groupByMeal } from "./meal-groups";

describe("groupByMeal", () => {
  it("keeps a named meal's foods together under its name and single foods unnamed", () => {
    const entries = [
      { mealId: 1, mealName: null, id: "banana" },
      { mealId: 4, mealName: null, id: "milk" },
      { mealId: 2, mealName: "Chicken plate", id: "chicken" },
      { mealId: 2, mealName: "Chicken plate", id: "rice" },
      { mealId: 3, mealName: null, id: "apple" },
    ];
    expect(groupByMeal(entries).map((group) => [group.name, group.entries.map((entry) => entry.id)])).toEqual([
      [null, ["banana", "milk"]],
      ["Chicken plate", ["chicken", "rice"]],
      [null, ["apple"]],
    ]);
    expect(
      groupByMeal([
        { mealId: 5, mealName: "Lunch box", id: "a" },
        { mealId: 6, mealName: "Lunch box", id: "b" },
      ]),
    ).toHaveLength(2);
    expect(groupByMeal([])).toEqual([]);
  });
});
