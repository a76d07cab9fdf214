// The guides' rules (commercial spec §4): 8 wizard steps, 7 required; jump, next and the
// internal testing guide's current step.
import { describe, expect, it } from "vitest";
import { TESTING_STEPS, WIZARD_STEPS } from "./guides";
import { progressOf, stepAfter, testingCurrentStep, wizardStepIndex } from "./progress";

const ids = WIZARD_STEPS.map((step) => step.id);

describe("the deployment wizard", () => {
  it("has eight steps, seven required, the last (post-submission monitoring) optional", () => {
    expect(WIZARD_STEPS).toHaveLength(8);
    expect(WIZARD_STEPS.filter((step) => step.required)).toHaveLength(7);
    expect(WIZARD_STEPS.at(-1)).toMatchObject({ id: "monitoring", required: false });
    expect(WIZARD_STEPS[0]!.estimatedTime).toBe("15-20 minutes");
  });

  it("counts required steps only in the percentage", () => {
    expect(progressOf("wizard", new Set())).toMatchObject({ completedCount: 0, percent: 0 });
    expect(progressOf("wizard", new Set(["monitoring"]))).toMatchObject({ completedCount: 1, percent: 0 });
    expect(progressOf("wizard", new Set(ids.slice(0, 7)))).toMatchObject({ completedCount: 7, percent: 100 });
    expect(progressOf("wizard", new Set(ids.slice(0, 2))).percent).toBe(29);
  });

  it("shows the step asked for, else the first open one, else the last", () => {
    const { steps } = progressOf("wizard", new Set(ids.slice(0, 3)));
    expect(wizardStepIndex(steps, "store-listing")).toBe(5);
    expect(wizardStepIndex(steps, null)).toBe(3);
    expect(wizardStepIndex(steps, "no-such-step")).toBe(3);
    expect(wizardStepIndex(progressOf("wizard", new Set(ids)).steps, null)).toBe(7);
  });

  it("moves to the next step after completing one, and stays on the last", () => {
    expect(stepAfter(WIZARD_STEPS, "developer-account")).toBe("production-server");
    expect(stepAfter(WIZARD_STEPS, "monitoring")).toBe("monitoring");
  });
});

describe("the internal testing guide", () => {
  it("has four steps; the current one is the first not done, none once all are", () => {
    expect(TESTING_STEPS).toHaveLength(4);
    const done = (count: number) => progressOf("testing", new Set(TESTING_STEPS.slice(0, count).map((step) => step.id))).steps;
    expect(testingCurrentStep(done(0))).toBe(1);
    expect(testingCurrentStep(done(3))).toBe(4);
    expect(testingCurrentStep(done(4))).toBeNull();
  });
});
