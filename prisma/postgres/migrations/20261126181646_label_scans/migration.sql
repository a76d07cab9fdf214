-- CreateTable
CREATE TABLE "LabelScan" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "foodId" INTEGER,
    "figuresRead" INTEGER NOT NULL,
    "figuresCorrected" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LabelScan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LabelScan_userId_createdAt_idx" ON "LabelScan"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "LabelScan_foodId_idx" ON "LabelScan"("foodId");

-- AddForeignKey
ALTER TABLE "LabelScan" ADD CONSTRAINT "LabelScan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LabelScan" ADD CONSTRAINT "LabelScan_foodId_fkey" FOREIGN KEY ("foodId") REFERENCES "Food"("id") ON DELETE SET NULL ON UPDATE CASCADE;

