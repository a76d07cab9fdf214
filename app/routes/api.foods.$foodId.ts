import { apiAction } from "~/http/write-policy.server";
import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { deleteCustomFood, FOOD_NOT_FOUND, FoodIdSchema } from "~/modules/food/custom-foods.server";
import { updateCustomFood } from "~/modules/recipe/edit-custom-food.server";
import { FoodDetailAnswer, getFoodDetail } from "~/modules/food/food-detail.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/foods/{foodId}: a catalogue food or one of your own, with every nutrient per 100 g. */
export const loader = apiLoader("user", ({ params, userId }) => {
  return jsonFrom(() => getFoodDetail(userId, params.foodId));
});

/** PUT /api/foods/{foodId}: one of the user's own foods with new values; DELETE: gone. */
export const action = describeRoute(
  apiAction({
    methods: ["PUT", "DELETE"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ request, userId, params, body }) =>
      request.method === "PUT" ? updateCustomFood(userId, params.foodId, body) : deleteCustomFood(userId, params.foodId),
  }),
  {
    GET: {
      guard: "user",
      summary: "A food with all its nutrients",
      description:
        "A catalogue food or one of your own: the four macros and every other nutrient per 100 g (fiber to alcohol, ADR 0047), and its household portions. " +
        "A nutrient its source did not measure is null, never 0 (SR28 foods have no caffeine or alcohol values).",
      params: { foodId: FoodIdSchema },
      response: FoodDetailAnswer,
      responseExample: {
        id: 9040,
        name: "Bananas, raw",
        brand: null,
        category: "fruits",
        source: "usda",
        foodGroup: "Fruits and Fruit Juices",
        caloriesPer100g: 89,
        proteinPer100g: 1.09,
        carbsPer100g: 22.84,
        fatPer100g: 0.33,
        fiberPer100g: 2.6,
        sugarPer100g: 12.23,
        saturatedFatPer100g: 0.112,
        cholesterolMgPer100g: 0,
        sodiumMgPer100g: 1,
        potassiumMgPer100g: 358,
        calciumMgPer100g: 5,
        ironMgPer100g: 0.26,
        magnesiumMgPer100g: 27,
        vitaminARaeUgPer100g: 3,
        vitaminCMgPer100g: 8.7,
        vitaminDUgPer100g: 0,
        vitaminB12UgPer100g: 0,
        folateDfeUgPer100g: 20,
        caffeineMgPer100g: null,
        alcoholPer100g: null,
        portions: [{ label: '1 medium (7" to 7-7/8" long)', grams: 118 }],
      },
      errors: { 404: FOOD_NOT_FOUND },
    },
    PUT: {
      summary: "Change one of your own foods",
      description:
        "The whole food again, as POST /api/foods takes it (per 100 g, or per serving with `servingSize`), checked the same way. Entries logged before keep the nutrients they were logged with; your recipes that hold it are computed again.",
      params: { foodId: FoodIdSchema },
      body: CustomFoodInput,
      example: {
        name: "Granola bar",
        category: "snacks",
        servingSize: 40,
        caloriesPerServing: 180,
        proteinPerServing: 3.2,
        carbsPerServing: 25.6,
        fatPerServing: 7.2,
      },
      returns: "The food, per 100 g, with its serving as a portion",
      errors: { 404: FOOD_NOT_FOUND, 409: "You already have “Granola bar” with these values" },
    },
    DELETE: {
      summary: "Delete one of your own foods",
      params: { foodId: FoodIdSchema },
      returns: "`{ deleted: true }`",
      errors: { 404: FOOD_NOT_FOUND },
    },
  },
);
