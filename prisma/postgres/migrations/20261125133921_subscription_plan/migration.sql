-- AlterTable
ALTER TABLE "User" ADD COLUMN     "subscriptionInterval" TEXT,
ADD COLUMN     "subscriptionPlan" TEXT;

