-- AlterTable
ALTER TABLE "User" ADD COLUMN     "units" TEXT NOT NULL DEFAULT 'metric';

