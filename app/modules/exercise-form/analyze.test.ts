import { describe, expect, it } from "vitest";
import { analyzeForm, type FormOutcome, type PoseFrame } from "./analyze";
import { FORM_EXERCISES } from "./exercises";
import { emptyFrames, pushUpFrames, squatFrames } from "./synthetic";
import { scoreColor } from "./score";

// The documented rules (ADR 0033) on synthetic landmark sequences: each fault shows as its key
// point's status, its feedback line and a score in the color it deserves.

function resultOf(outcome: FormOutcome) {
  if (outcome.kind !== "result") throw new Error(`expected a result, got ${outcome.kind}: ${outcome.message}`);
  return outcome.result;
}
const statuses = (outcome: FormOutcome) =>
  Object.fromEntries(resultOf(outcome).keyPoints.map((keyPoint) => [keyPoint.point, keyPoint.status]));

describe("squat", () => {
  it("scores a good squat 100, green, every key point good", () => {
    const result = resultOf(analyzeForm("squat", squatFrames()));
    expect(result).toMatchObject({ exercise: "squat", score: 100, reps: 3, framesTracked: result.framesAnalysed });
    expect(scoreColor(result.score)).toBe("green");
    expect(statuses(analyzeForm("squat", squatFrames()))).toEqual({
      Depth: "good",
      Knees: "good",
      Back: "good",
      Torso: "good",
      "Bar path": "good",
      Symmetry: "good",
      Tempo: "good",
    });
    expect(result.feedback.improvements).toEqual([]);
    expect(result.feedback.warnings).toEqual([]);
    expect(result.feedback.good[0]).toBe("3 complete reps found in 9.9 s.");
    expect(result.keyPoints[0]).toEqual({
      point: "Depth",
      status: "good",
      description: "Knee angle at the bottom: 89° (thighs parallel or lower ≤ 100°).",
    });
  });

  it("scores a shallow squat red: Depth is an error", () => {
    const outcome = analyzeForm("squat", squatFrames({ bottomKneeAngle: 130 }));
    const result = resultOf(outcome);
    expect(result.score).toBe(59);
    expect(scoreColor(result.score)).toBe("red");
    expect(statuses(outcome)).toMatchObject({ Depth: "error", Knees: "good", Back: "good" });
    expect(result.feedback.warnings).toEqual(["Shallow squat: sit down until your thighs are parallel to the floor."]);
  });

  it("scores a squat just above parallel as a warning, still green", () => {
    const outcome = analyzeForm("squat", squatFrames({ bottomKneeAngle: 110 }));
    expect(statuses(outcome).Depth).toBe("warning");
    expect(resultOf(outcome).score).toBe(95);
    expect(resultOf(outcome).feedback.improvements).toEqual(["Nearly there: sit a little deeper, to thighs parallel."]);
  });

  it("scores knee cave yellow: Knees is an error", () => {
    const outcome = analyzeForm("squat", squatFrames({ kneeWidthAtBottom: 0.6 }));
    expect(resultOf(outcome).score).toBe(79);
    expect(scoreColor(resultOf(outcome).score)).toBe("yellow");
    expect(statuses(outcome)).toMatchObject({ Depth: "good", Knees: "error", Back: "good" });
    expect(resultOf(outcome).keyPoints.find((keyPoint) => keyPoint.point === "Knees")?.description).toBe(
      "Knees 0.61× as wide as the ankles at the bottom (tracking over the toes ≥ 0.9×).",
    );
  });

  it("scores a rounded back red: Back is an error", () => {
    const outcome = analyzeForm("squat", squatFrames({ backRoundingAtBottom: 50 }));
    expect(resultOf(outcome).score).toBe(59);
    expect(statuses(outcome)).toMatchObject({ Depth: "good", Knees: "good", Back: "error" });
    expect(resultOf(outcome).feedback.warnings).toEqual(["Your back rounds under load: lighten the weight and keep a neutral spine."]);
  });

  it("marks a rushed descent on Tempo", () => {
    const outcome = analyzeForm("squat", squatFrames({ lowering: 0.4 }));
    expect(statuses(outcome).Tempo).toBe("error");
    expect(resultOf(outcome).score).toBe(79);
  });

  it("counts the reps done", () => {
    expect(resultOf(analyzeForm("squat", squatFrames({ reps: 5 }))).reps).toBe(5);
    expect(resultOf(analyzeForm("squat", squatFrames({ reps: 1 }))).reps).toBe(1);
  });
});

describe("push-up", () => {
  it("scores a good push-up 100", () => {
    const outcome = analyzeForm("push-up", pushUpFrames());
    expect(resultOf(outcome)).toMatchObject({ score: 100, reps: 3 });
    expect(statuses(outcome)).toEqual({ Depth: "good", "Body line": "good", Elbows: "good", Symmetry: "good", Tempo: "good" });
  });

  it("scores sagging hips red: Body line is an error", () => {
    const outcome = analyzeForm("push-up", pushUpFrames({ hipSag: 0.2 }));
    expect(resultOf(outcome).score).toBe(59);
    expect(statuses(outcome)).toMatchObject({ Depth: "good", "Body line": "error" });
  });

  it("scores flared elbows yellow, and half reps red", () => {
    const flared = analyzeForm("push-up", pushUpFrames({ elbowFlare: 85 }));
    expect(statuses(flared).Elbows).toBe("error");
    expect(resultOf(flared).score).toBe(79);
    const half = analyzeForm("push-up", pushUpFrames({ bottomElbowAngle: 115 }));
    expect(statuses(half).Depth).toBe("error");
    expect(scoreColor(resultOf(half).score)).toBe("red");
  });
});

describe("no score without a person doing reps", () => {
  it("says plainly that nobody was in view", () => {
    const outcome = analyzeForm("squat", emptyFrames(3));
    expect(outcome).toMatchObject({ kind: "no-person", title: "No person in view", framesAnalysed: 30 });
    expect(outcome).not.toHaveProperty("result");
  });

  it("says when the joints an exercise needs were not in view", () => {
    const hidden: PoseFrame[] = squatFrames().map((frame) => ({
      t: frame.t,
      points: frame.points!.map((point, i) => (i >= 25 ? { ...point, visibility: 0.1 } : point)), // knees and below out of the picture
    }));
    expect(analyzeForm("squat", hidden)).toMatchObject({ kind: "not-in-view", title: "Joints not in view" });
  });

  it("says when no complete rep was found", () => {
    const standing = squatFrames().filter((frame) => frame.t < 0.5);
    expect(analyzeForm("squat", [...standing, ...standing.map((frame) => ({ ...frame, t: frame.t + 0.5 }))])).toMatchObject({
      kind: "no-reps",
    });
  });

  it("has rules for every exercise of the select", () => {
    for (const exercise of FORM_EXERCISES) expect(analyzeForm(exercise, emptyFrames(1)).kind).toBe("no-person");
  });
});
