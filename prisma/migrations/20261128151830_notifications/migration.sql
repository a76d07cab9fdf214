-- CreateTable
CREATE TABLE "NotificationSettings" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "mealReminders" BOOLEAN NOT NULL DEFAULT false,
    "breakfastAt" TEXT,
    "lunchAt" TEXT,
    "dinnerAt" TEXT,
    "snackAt" TEXT,
    "workoutReminders" BOOLEAN NOT NULL DEFAULT false,
    "workoutAt" TEXT NOT NULL DEFAULT '18:00',
    "progressUpdates" BOOLEAN NOT NULL DEFAULT false,
    "progressDay" INTEGER NOT NULL DEFAULT 0,
    "progressAt" TEXT NOT NULL DEFAULT '18:00',
    "aiInsights" BOOLEAN NOT NULL DEFAULT false,
    "aiInsightsAt" TEXT NOT NULL DEFAULT '09:00',
    "quietFrom" TEXT,
    "quietTo" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "NotificationSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "NotificationSent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "channel" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "NotificationSent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");

-- CreateIndex
CREATE INDEX "NotificationSent_userId_createdAt_idx" ON "NotificationSent"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationSent_userId_kind_period_key" ON "NotificationSent"("userId", "kind", "period");

