-- CreateTable
CREATE TABLE "FormAnalysis" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "exercise" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "feedback" JSONB NOT NULL,
    "keyPoints" JSONB NOT NULL,
    "reps" INTEGER NOT NULL,
    "durationSeconds" DOUBLE PRECISION NOT NULL,
    "framesAnalysed" INTEGER NOT NULL,
    "framesTracked" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormAnalysis_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FormAnalysis_userId_createdAt_idx" ON "FormAnalysis"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "FormAnalysis" ADD CONSTRAINT "FormAnalysis_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

