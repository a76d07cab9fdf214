-- AlterTable
ALTER TABLE "Food" ADD COLUMN "alcoholPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "caffeineMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "calciumMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "cholesterolMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "folateDfeUgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "ironMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "magnesiumMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "potassiumMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "saturatedFatPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "vitaminARaeUgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "vitaminB12UgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "vitaminCMgPer100g" REAL;
ALTER TABLE "Food" ADD COLUMN "vitaminDUgPer100g" REAL;

-- AlterTable
ALTER TABLE "MealFood" ADD COLUMN "alcoholPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "caffeineMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "calciumMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "cholesterolMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "fiberPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "folateDfeUgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "ironMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "magnesiumMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "potassiumMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "saturatedFatPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "sodiumMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "sugarPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "vitaminARaeUgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "vitaminB12UgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "vitaminCMgPer100g" REAL;
ALTER TABLE "MealFood" ADD COLUMN "vitaminDUgPer100g" REAL;

-- AlterTable
ALTER TABLE "SavedMealItem" ADD COLUMN "alcoholPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "caffeineMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "calciumMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "cholesterolMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "fiberPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "folateDfeUgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "ironMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "magnesiumMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "potassiumMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "saturatedFatPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "sodiumMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "sugarPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "vitaminARaeUgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "vitaminB12UgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "vitaminCMgPer100g" REAL;
ALTER TABLE "SavedMealItem" ADD COLUMN "vitaminDUgPer100g" REAL;

