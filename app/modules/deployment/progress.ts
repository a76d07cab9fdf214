import { stepsOf, type DeploymentStep, type Guide } from "./guides";

// What the guides show for a member's completed steps (commercial spec §4): pure, so the screens,
// their actions and the unit tests share one reading of the rules.

export type GuideProgress = {
  steps: (DeploymentStep & { completed: boolean })[];
  completedCount: number;
  /** Completed required steps over required steps, 0-100 (the optional step never holds a guide back). */
  percent: number;
};

export function progressOf(guide: Guide, done: ReadonlySet<string>): GuideProgress {
  const steps = stepsOf(guide).map((step) => ({ ...step, completed: done.has(step.id) }));
  const required = steps.filter((step) => step.required);
  const requiredDone = required.filter((step) => step.completed).length;
  return {
    steps,
    completedCount: steps.filter((step) => step.completed).length,
    percent: Math.round((requiredDone / required.length) * 100),
  };
}

/** The wizard's shown step: the one asked for by id, else the first not completed, else the last. */
export function wizardStepIndex(steps: { id: string; completed: boolean }[], asked: string | null): number {
  const byId = steps.findIndex((step) => step.id === asked);
  if (byId >= 0) return byId;
  const open = steps.findIndex((step) => !step.completed);
  return open >= 0 ? open : steps.length - 1;
}

/** Where completing a wizard step leads: the next step, or the same one when it is the last. */
export function stepAfter(steps: { id: string }[], stepId: string): string {
  const index = steps.findIndex((step) => step.id === stepId);
  return steps[Math.min(index + 1, steps.length - 1)]!.id;
}

/**
 * The internal testing guide's current step (1-based): the first not done, up to the last
 * (spec §4: marking a step complete advances the current step, up to 4); null once every step is done.
 */
export function testingCurrentStep(steps: { completed: boolean }[]): number | null {
  const open = steps.findIndex((step) => !step.completed);
  return open < 0 ? null : open + 1;
}
