-- AlterTable
ALTER TABLE "WorkoutSession" ADD COLUMN     "openUserId" INTEGER,
ADD COLUMN     "restEndsAt" TIMESTAMP(3),
ADD COLUMN     "restStartedAt" TIMESTAMP(3),
ALTER COLUMN "startTime" DROP NOT NULL;

-- AlterTable
ALTER TABLE "WorkoutExercise" ADD COLUMN     "restSeconds" INTEGER NOT NULL DEFAULT 90;

-- CreateIndex
CREATE UNIQUE INDEX "WorkoutSession_openUserId_key" ON "WorkoutSession"("openUserId");

