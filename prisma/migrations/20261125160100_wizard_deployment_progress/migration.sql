-- CreateTable
CREATE TABLE "DeploymentStepDone" (
    "userId" INTEGER NOT NULL,
    "guide" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "completedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "guide", "stepId"),
    CONSTRAINT "DeploymentStepDone_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

