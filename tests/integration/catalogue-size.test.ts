import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { catalogueSize } from "~/modules/food/catalogue-size.server";
import { loader as onboardingLoader } from "~/routes/onboarding";
import { loader as premiumLoader } from "~/routes/premium";
import { newGuest, request } from "../helpers/requests";

const args = (path: string) => ({ request: request(path), params: {}, context: {} });

describe("the catalogue's size on /premium and /onboarding", () => {
  it("is counted from the database (members' own foods left out) and follows a change", async () => {
    const usda = await db.food.count({ where: { ownerId: null } });
    expect(await catalogueSize()).toBe(usda);
    const { userId } = await newGuest();
    await db.food.create({ data: { name: "My granola", source: "user", category: "snacks", ownerId: userId, caloriesPer100g: 450 } });
    expect(await catalogueSize()).toBe(usda);

    const added = await db.food.create({ data: { name: "Test catalogue food", source: "usda", category: "snacks", caloriesPer100g: 100 } });
    try {
      const shown = (usda + 1).toLocaleString("en-US");
      expect(await catalogueSize()).toBe(usda + 1);
      const premium = await premiumLoader(args("/premium"));
      expect(premium.freeFeatures[0]).toBe(`Food logging from ${shown} foods`);
      expect((await onboardingLoader(args("/onboarding"))).foods).toBe(shown);
    } finally {
      // The worker's other files share this database and count the 8,790 USDA foods.
      await db.food.delete({ where: { id: added.id } });
    }
  });
});
