import { describe, expect, it } from "vitest";
import { productToFood } from "./openfoodfacts";

const NUTELLA = {
  code: "3017620422003",
  status: 1,
  product: {
    product_name: "Nutella",
    brands: "Ferrero, Nutella",
    serving_size: "15 g",
    serving_quantity: 15,
    nutriments: {
      "energy-kcal_100g": 539,
      proteins_100g: 6.3,
      carbohydrates_100g: 57.5,
      fat_100g: 30.9,
      sugars_100g: 56.3,
      sodium_100g: 0.0428,
    },
  },
};

describe("an Open Food Facts product as a catalogue food", () => {
  it("takes the name, the first brand, the values per 100 g and the serving", () => {
    expect(productToFood("3017620422003", NUTELLA)).toEqual({
      barcode: "3017620422003",
      name: "Nutella",
      brand: "Ferrero",
      caloriesPer100g: 539,
      proteinPer100g: 6.3,
      carbsPer100g: 57.5,
      fatPer100g: 30.9,
      fiberPer100g: null,
      sugarPer100g: 56.3,
      sodiumMgPer100g: 42.8,
      serving: { label: "15 g", grams: 15 },
    });
  });

  it("keeps an unknown value unknown, reads numbers sent as text, and drops values no food has", () => {
    const food = productToFood("3017620422003", {
      product: {
        product_name: "  Oat   drink ",
        nutriments: { "energy-kcal_100g": "46", proteins_100g: "", fat_100g: 250, carbohydrates_100g: "abc" },
      },
    });
    expect(food).toMatchObject({
      name: "Oat drink",
      brand: null,
      caloriesPer100g: 46,
      proteinPer100g: null,
      fatPer100g: null,
      carbsPer100g: null,
    });
    expect(food?.serving).toBeNull();
  });

  it("is no food without energy per 100 g, without a name or brand, or without a product", () => {
    expect(productToFood("1", { product: { product_name: "Water", nutriments: { proteins_100g: 0 } } })).toBeNull();
    expect(productToFood("1", { product: { product_name: "Mystery", nutriments: { "energy-kcal_100g": 1200 } } })).toBeNull();
    expect(productToFood("1", { product: { nutriments: { "energy-kcal_100g": 100 } } })).toBeNull();
    expect(productToFood("1", { status: 0, status_verbose: "product not found" })).toBeNull();
    expect(productToFood("1", "not json")).toBeNull();
    expect(productToFood("1", { product: { product_name: 42, brands: "Acme", nutriments: { "energy-kcal_100g": 100 } } })).toMatchObject({
      name: "Acme",
    });
  });
});
