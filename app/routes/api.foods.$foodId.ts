import { apiAction } from "~/http/write-policy.server";
import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { deleteCustomFood, FoodIdSchema } from "~/modules/food/custom-foods.server";
import { FOOD_NOT_FOUND, FoodDetailAnswer, getFoodDetail } from "~/modules/food/food-detail.server";
import { describeRoute } from "~/http/openapi/describe";

/** GET /api/foods/{foodId}: a catalogue food or one of your own, with every nutrient per 100 g. */
export const loader = apiLoader("user", ({ params, userId }) => {
  return jsonFrom(() => getFoodDetail(userId, params.foodId));
});

/** DELETE /api/foods/{foodId}: deletes one of the user's own foods. */
export const action = describeRoute(
  apiAction({
    methods: ["DELETE"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => deleteCustomFood(userId, params.foodId),
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
    DELETE: {
      summary: "Delete one of your own foods",
      params: { foodId: FoodIdSchema },
      returns: "`{ deleted: true }`",
      errors: { 404: "Food not found" },
    },
  },
);
