-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "pending" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "OutboxMessage_pending_createdAt_idx" ON "OutboxMessage"("pending", "createdAt");

