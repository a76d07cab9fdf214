-- CreateTable
CREATE TABLE "CheckIn" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "estimateKcal" INTEGER NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "trendKgPerWeek" DOUBLE PRECISION,
    "goal" TEXT NOT NULL,
    "paceKgPerWeek" DOUBLE PRECISION NOT NULL,
    "proposedKcal" INTEGER NOT NULL,
    "previousKcal" INTEGER NOT NULL,
    "targetKcal" INTEGER NOT NULL,
    "decision" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CheckIn_userId_date_idx" ON "CheckIn"("userId", "date");

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

