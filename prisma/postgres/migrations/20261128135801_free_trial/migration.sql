-- AlterTable
ALTER TABLE "User" ADD COLUMN     "trialEndsAt" TIMESTAMP(3),
ADD COLUMN     "trialSubscriptionId" TEXT,
ADD COLUMN     "trialWillEndAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "TrialCard" (
    "fingerprint" TEXT NOT NULL,
    "userId" INTEGER,
    "subscriptionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrialCard_pkey" PRIMARY KEY ("fingerprint")
);

-- CreateIndex
CREATE INDEX "TrialCard_userId_idx" ON "TrialCard"("userId");

-- CreateIndex
CREATE INDEX "User_trialEndsAt_idx" ON "User"("trialEndsAt");

-- AddForeignKey
ALTER TABLE "TrialCard" ADD CONSTRAINT "TrialCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

