-- AlterTable
ALTER TABLE "User" ADD COLUMN "sex" TEXT;

