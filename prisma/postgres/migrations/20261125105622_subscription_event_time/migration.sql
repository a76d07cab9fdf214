-- AlterTable
ALTER TABLE "User" ADD COLUMN     "subscriptionEventAt" TIMESTAMP(3);

