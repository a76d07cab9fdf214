import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { GUIDES, stepsOf, type Guide } from "./guides";
import { progressOf, testingCurrentStep, type GuideProgress } from "./progress";

// A member's progress through the deployment guides, one row per completed step
// (DeploymentStepDone): Mark as Complete works without JavaScript and is the same on every device.

const CompleteStepInput = z.object({ guide: z.enum(GUIDES), stepId: z.string().max(64) });

export async function guideProgress(userId: number, guide: Guide): Promise<GuideProgress> {
  const rows = await db.deploymentStepDone.findMany({ where: { userId, guide }, select: { stepId: true } });
  return progressOf(guide, new Set(rows.map((row) => row.stepId)));
}

/**
 * Marks a step complete, for good (spec §4: completion is irreversible; again is a no-op). The
 * internal testing guide is sequential: only its current step can be completed.
 */
export async function completeStep(userId: number, input: unknown): Promise<{ guide: Guide; stepId: string; title: string }> {
  const { guide, stepId } = validate(CompleteStepInput, input);
  const step = stepsOf(guide).find((candidate) => candidate.id === stepId);
  if (!step) throw new DomainError(400, "Unknown step");
  if (guide === "testing") {
    const { steps } = await guideProgress(userId, guide);
    const current = testingCurrentStep(steps);
    const index = steps.findIndex((candidate) => candidate.id === stepId);
    if (current !== null && index + 1 > current) throw new DomainError(409, `Complete step ${current} first`);
  }
  await db.deploymentStepDone.create({ data: { userId, guide, stepId } }).catch((error: unknown) => {
    // Completed already (another tab or a double submit): completion stays as it was.
    if ((error as { code?: unknown } | null)?.code !== "P2002") throw error;
  });
  return { guide, stepId, title: step.title };
}
