-- AlterTable
ALTER TABLE "User" ADD COLUMN     "passEndsAt" TIMESTAMP(3),
ADD COLUMN     "passPlan" TEXT;

-- AlterTable
ALTER TABLE "Purchase" ADD COLUMN     "periodEnd" TIMESTAMP(3),
ADD COLUMN     "periodStart" TIMESTAMP(3),
ADD COLUMN     "refundCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refundedAt" TIMESTAMP(3);

