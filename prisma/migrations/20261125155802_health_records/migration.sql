-- CreateTable
CREATE TABLE "HealthRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "value" REAL NOT NULL,
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME,
    "day" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HealthRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "HealthRecord_userId_kind_day_idx" ON "HealthRecord"("userId", "kind", "day");

-- CreateIndex
CREATE UNIQUE INDEX "HealthRecord_userId_dedupeKey_key" ON "HealthRecord"("userId", "dedupeKey");

