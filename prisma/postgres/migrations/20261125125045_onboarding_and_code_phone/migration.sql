-- AlterTable
ALTER TABLE "User" ADD COLUMN     "onboardedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OneTimeCode" ADD COLUMN     "phoneNumber" TEXT;

-- CreateIndex
CREATE INDEX "OneTimeCode_phoneNumber_createdAt_idx" ON "OneTimeCode"("phoneNumber", "createdAt");

