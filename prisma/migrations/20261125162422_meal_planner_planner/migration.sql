-- CreateTable
CREATE TABLE "MealPlannerPreferences" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "preferences" JSONB NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MealPlannerPreferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MealPlan" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "preferences" JSONB NOT NULL,
    "days" JSONB NOT NULL,
    "checkedFoodIds" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MealPlan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "MealPlan_userId_createdAt_idx" ON "MealPlan"("userId", "createdAt");

