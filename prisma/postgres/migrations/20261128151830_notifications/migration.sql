-- CreateTable
CREATE TABLE "NotificationSettings" (
    "userId" INTEGER NOT NULL,
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
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationSent" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "channel" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotificationSent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");

-- CreateIndex
CREATE INDEX "NotificationSent_userId_createdAt_idx" ON "NotificationSent"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationSent_userId_kind_period_key" ON "NotificationSent"("userId", "kind", "period");

-- AddForeignKey
ALTER TABLE "NotificationSettings" ADD CONSTRAINT "NotificationSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationSent" ADD CONSTRAINT "NotificationSent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

