-- AlterTable
ALTER TABLE "FoodScan" ADD COLUMN "identifiedFoods" INTEGER;

