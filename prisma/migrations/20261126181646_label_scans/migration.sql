-- CreateTable
CREATE TABLE "LabelScan" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "foodId" INTEGER,
    "figuresRead" INTEGER NOT NULL,
    "figuresCorrected" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LabelScan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LabelScan_foodId_fkey" FOREIGN KEY ("foodId") REFERENCES "Food" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LabelScan_userId_createdAt_idx" ON "LabelScan"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "LabelScan_foodId_idx" ON "LabelScan"("foodId");

