-- AlterTable
ALTER TABLE "User" ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'member';

-- AlterTable
ALTER TABLE "SupportTicket" ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "closedAt" TIMESTAMP(3);

