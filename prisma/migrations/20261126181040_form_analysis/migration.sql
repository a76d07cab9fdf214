-- CreateTable
CREATE TABLE "FormAnalysis" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "exercise" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "feedback" JSONB NOT NULL,
    "keyPoints" JSONB NOT NULL,
    "reps" INTEGER NOT NULL,
    "durationSeconds" REAL NOT NULL,
    "framesAnalysed" INTEGER NOT NULL,
    "framesTracked" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FormAnalysis_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "FormAnalysis_userId_createdAt_idx" ON "FormAnalysis"("userId", "createdAt");

