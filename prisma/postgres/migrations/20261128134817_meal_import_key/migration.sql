-- AlterTable
ALTER TABLE "Meal" ADD COLUMN     "importKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Meal_userId_importKey_key" ON "Meal"("userId", "importKey");

