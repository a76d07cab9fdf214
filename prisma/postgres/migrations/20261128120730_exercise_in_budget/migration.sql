-- AlterTable
ALTER TABLE "User" ADD COLUMN     "exerciseInBudget" TEXT NOT NULL DEFAULT 'auto';

