-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_WorkoutSet" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "workoutExerciseId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "reps" INTEGER,
    "weight" REAL,
    "restTime" INTEGER NOT NULL DEFAULT 90,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WorkoutSet_workoutExerciseId_fkey" FOREIGN KEY ("workoutExerciseId") REFERENCES "WorkoutExercise" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_WorkoutSet" ("completed", "completedAt", "id", "position", "reps", "restTime", "weight", "workoutExerciseId") SELECT "completed", "completedAt", "id", "position", "reps", "restTime", "weight", "workoutExerciseId" FROM "WorkoutSet";
DROP TABLE "WorkoutSet";
ALTER TABLE "new_WorkoutSet" RENAME TO "WorkoutSet";
CREATE INDEX "WorkoutSet_workoutExerciseId_position_idx" ON "WorkoutSet"("workoutExerciseId", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

