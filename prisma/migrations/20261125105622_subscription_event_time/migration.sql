-- AlterTable
ALTER TABLE "User" ADD COLUMN "subscriptionEventAt" DATETIME;

