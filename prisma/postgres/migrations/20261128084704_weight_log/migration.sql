-- CreateTable
CREATE TABLE "WeightEntry" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "kg" DOUBLE PRECISION NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WeightEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WeightEntry_userId_date_idx" ON "WeightEntry"("userId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "WeightEntry_userId_date_source_key" ON "WeightEntry"("userId", "date", "source");

-- AddForeignKey
ALTER TABLE "WeightEntry" ADD CONSTRAINT "WeightEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The profile's weight becomes the log's first entry, on the member's day it was last saved (issue 41).
INSERT INTO "WeightEntry" ("userId", "date", "kg", "source", "createdAt", "updatedAt")
SELECT "id", to_char(("updatedAt" AT TIME ZONE 'UTC') AT TIME ZONE "timeZone", 'YYYY-MM-DD'), "weight", 'manual', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM "User" WHERE "weight" IS NOT NULL;

-- AlterTable
ALTER TABLE "User" DROP COLUMN "weight";
