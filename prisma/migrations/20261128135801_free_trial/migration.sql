-- AlterTable
ALTER TABLE "User" ADD COLUMN "trialEndsAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "trialSubscriptionId" TEXT;
ALTER TABLE "User" ADD COLUMN "trialWillEndAt" DATETIME;

-- CreateTable
CREATE TABLE "TrialCard" (
    "fingerprint" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER,
    "subscriptionId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TrialCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TrialCard_userId_idx" ON "TrialCard"("userId");

-- CreateIndex
CREATE INDEX "User_trialEndsAt_idx" ON "User"("trialEndsAt");

