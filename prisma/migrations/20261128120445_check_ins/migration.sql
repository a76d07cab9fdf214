-- CreateTable
CREATE TABLE "CheckIn" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "estimateKcal" INTEGER NOT NULL,
    "confidence" REAL NOT NULL,
    "trendKgPerWeek" REAL,
    "goal" TEXT NOT NULL,
    "paceKgPerWeek" REAL NOT NULL,
    "proposedKcal" INTEGER NOT NULL,
    "previousKcal" INTEGER NOT NULL,
    "targetKcal" INTEGER NOT NULL,
    "decision" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CheckIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "CheckIn_userId_date_idx" ON "CheckIn"("userId", "date");

