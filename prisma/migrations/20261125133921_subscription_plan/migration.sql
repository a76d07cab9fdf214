-- AlterTable
ALTER TABLE "User" ADD COLUMN "subscriptionInterval" TEXT;
ALTER TABLE "User" ADD COLUMN "subscriptionPlan" TEXT;

