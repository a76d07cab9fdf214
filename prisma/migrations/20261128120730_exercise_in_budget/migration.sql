-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT,
    "email" TEXT,
    "isGuest" BOOLEAN NOT NULL DEFAULT true,
    "firstName" TEXT,
    "lastName" TEXT,
    "phoneNumber" TEXT,
    "marketingOptIn" BOOLEAN NOT NULL DEFAULT false,
    "termsAcceptedAt" DATETIME,
    "onboardedAt" DATETIME,
    "age" INTEGER,
    "height" REAL,
    "sex" TEXT,
    "activityLevel" TEXT,
    "goal" TEXT,
    "dailyCalorieGoal" INTEGER NOT NULL DEFAULT 2000,
    "dietaryRestrictions" JSONB NOT NULL,
    "trackCalories" BOOLEAN NOT NULL DEFAULT true,
    "trackWorkouts" BOOLEAN NOT NULL DEFAULT true,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "timeZoneChosen" BOOLEAN NOT NULL DEFAULT false,
    "units" TEXT NOT NULL DEFAULT 'metric',
    "tier" TEXT NOT NULL DEFAULT 'free',
    "subscriptionStatus" TEXT,
    "stripeSubscriptionId" TEXT,
    "stripeCustomerId" TEXT,
    "subscriptionPlan" TEXT,
    "subscriptionInterval" TEXT,
    "currentPeriodEnd" DATETIME,
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "subscriptionEventAt" DATETIME,
    "passPlan" TEXT,
    "passEndsAt" DATETIME,
    "role" TEXT NOT NULL DEFAULT 'member',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "exerciseInBudget" TEXT NOT NULL DEFAULT 'auto'
);
INSERT INTO "new_User" ("activityLevel", "age", "cancelAtPeriodEnd", "createdAt", "currentPeriodEnd", "dailyCalorieGoal", "dietaryRestrictions", "email", "firstName", "goal", "height", "id", "isGuest", "lastName", "marketingOptIn", "onboardedAt", "passEndsAt", "passPlan", "phoneNumber", "role", "sex", "stripeCustomerId", "stripeSubscriptionId", "subscriptionEventAt", "subscriptionInterval", "subscriptionPlan", "subscriptionStatus", "termsAcceptedAt", "tier", "timeZone", "timeZoneChosen", "trackCalories", "trackWorkouts", "units", "updatedAt", "username") SELECT "activityLevel", "age", "cancelAtPeriodEnd", "createdAt", "currentPeriodEnd", "dailyCalorieGoal", "dietaryRestrictions", "email", "firstName", "goal", "height", "id", "isGuest", "lastName", "marketingOptIn", "onboardedAt", "passEndsAt", "passPlan", "phoneNumber", "role", "sex", "stripeCustomerId", "stripeSubscriptionId", "subscriptionEventAt", "subscriptionInterval", "subscriptionPlan", "subscriptionStatus", "termsAcceptedAt", "tier", "timeZone", "timeZoneChosen", "trackCalories", "trackWorkouts", "units", "updatedAt", "username" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");
CREATE INDEX "User_isGuest_createdAt_idx" ON "User"("isGuest", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

