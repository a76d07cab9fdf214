-- CreateTable
CREATE TABLE "DeploymentStepDone" (
    "userId" INTEGER NOT NULL,
    "guide" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeploymentStepDone_pkey" PRIMARY KEY ("userId","guide","stepId")
);

-- AddForeignKey
ALTER TABLE "DeploymentStepDone" ADD CONSTRAINT "DeploymentStepDone_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

