import type { PoseFrame } from "./analyze";
import { L, LANDMARK_COUNT, type Landmark } from "./geometry";

// Synthetic landmark sequences: a body of average proportions moved through reps by joint angles,
// as MediaPipe's world landmarks would give them (metres, y down). The rules' tests and the
// screenshots' sample history use them; the model itself is tested in the browser. Pure.

const SAMPLE_HZ = 10;
const SHIN = 0.43;
const THIGH = 0.45;
const TORSO = 0.5;
const NECK = 0.2;
const UPPER_ARM = 0.3;
const FOREARM = 0.27;
const DEG = Math.PI / 180;

type Sagittal = { f: number; u: number };
type Named = Partial<Record<keyof typeof L, { x: number } & Sagittal>>;

/** Points in the body's side plane (forward f, up u, lateral x) as world landmarks (z towards the camera, y down). */
function landmarks(named: Named): Landmark[] {
  const points: Landmark[] = Array.from({ length: LANDMARK_COUNT }, () => ({ x: 0, y: 0, z: 0, visibility: 0 }));
  for (const [name, p] of Object.entries(named)) points[L[name as keyof typeof L]] = { x: p!.x, y: -p!.u, z: -p!.f, visibility: 0.99 };
  return points;
}

const along = (from: Sagittal, length: number, degreesForward: number): Sagittal => ({
  f: from.f + length * Math.sin(degreesForward * DEG),
  u: from.u + length * Math.cos(degreesForward * DEG),
});

/** One rep's progress at time `t` into a rep of `seconds`: 0 at rest, 1 at the bottom (a smooth down and up). */
function repPhase(t: number, timing: { down: number; up: number; pause: number }): number {
  const { down, up, pause } = timing;
  if (t < pause) return 0;
  if (t < pause + down) return (1 - Math.cos(((t - pause) / down) * Math.PI)) / 2;
  if (t < pause + down + up) return (1 + Math.cos(((t - pause - down) / up) * Math.PI)) / 2;
  return 0;
}

function sequence(reps: number, timing: { down: number; up: number; pause: number }, pose: (phase: number) => Named): PoseFrame[] {
  const repSeconds = timing.pause * 2 + timing.down + timing.up;
  const frames: PoseFrame[] = [];
  for (let i = 0; i <= Math.round(reps * repSeconds * SAMPLE_HZ); i++) {
    const t = i / SAMPLE_HZ;
    frames.push({ t, points: landmarks(pose(repPhase(t % repSeconds, timing))) });
  }
  return frames;
}

export type SquatOptions = {
  reps?: number;
  /** Knee angle at the bottom (degrees; parallel is about 90). */
  bottomKneeAngle?: number;
  /** Knee width over ankle width at the bottom (below 1: the knees cave in). */
  kneeWidthAtBottom?: number;
  /** Upper back and head curl at the bottom (degrees off the torso's line). */
  backRoundingAtBottom?: number;
  /** Seconds going down. */
  lowering?: number;
};

/** Squats filmed from anywhere (world landmarks do not depend on the view): feet shoulder-width, shoulders over mid-foot. */
export function squatFrames(options: SquatOptions = {}): PoseFrame[] {
  const { reps = 3, bottomKneeAngle = 88, kneeWidthAtBottom = 1.1, backRoundingAtBottom = 8, lowering = 1.4 } = options;
  const ankleX = 0.17;
  return sequence(reps, { down: lowering, up: 0.9, pause: 0.5 }, (phase) => {
    const knee = 178 - (178 - bottomKneeAngle) * phase;
    const shin = 0.5 * (180 - knee);
    const thigh = 180 - knee - shin;
    const ankle = { f: 0, u: 0.08 };
    const kneeAt = along(ankle, SHIN, shin);
    const hip = along(kneeAt, THIGH, -thigh);
    const midFoot = 0.075;
    const lean = Math.asin(Math.min(0.95, Math.max(-0.5, (midFoot - hip.f) / TORSO))) / DEG;
    const shoulder = along(hip, TORSO, lean);
    const ear = along(shoulder, NECK, lean + 3 + (backRoundingAtBottom - 3) * phase);
    const elbow = along(shoulder, UPPER_ARM, 160);
    const wrist = along(elbow, FOREARM, 20);
    const kneeX = ankleX * (1 + (kneeWidthAtBottom - 1) * phase);
    const both = <T extends Sagittal>(p: T, x: number) => [
      { x, ...p },
      { x: -x, ...p },
    ];
    const [leftAnkle, rightAnkle] = both(ankle, ankleX);
    const [leftFoot, rightFoot] = both({ f: 0.15, u: 0.02 }, ankleX + 0.02);
    const [leftKnee, rightKnee] = both(kneeAt, kneeX);
    const [leftHip, rightHip] = both(hip, 0.15);
    const [leftShoulder, rightShoulder] = both(shoulder, 0.2);
    const [leftElbow, rightElbow] = both(elbow, 0.3);
    const [leftWrist, rightWrist] = both(wrist, 0.3);
    const [leftEar, rightEar] = both(ear, 0.08);
    return {
      nose: { x: 0, ...along(ear, 0.1, lean + 90) },
      leftAnkle,
      rightAnkle,
      leftFootIndex: leftFoot,
      rightFootIndex: rightFoot,
      leftKnee,
      rightKnee,
      leftHip,
      rightHip,
      leftShoulder,
      rightShoulder,
      leftElbow,
      rightElbow,
      leftWrist,
      rightWrist,
      leftEar,
      rightEar,
    };
  });
}

export type PushUpOptions = {
  reps?: number;
  bottomElbowAngle?: number;
  /** How far the hips sink below the shoulder–ankle line (metres; negative: they pike up). */
  hipSag?: number;
  /** Upper arm's angle out from the body (degrees: 30 tucked, 80 flared). */
  elbowFlare?: number;
  lowering?: number;
};

/** Push-ups: hands under the shoulders, toes on the floor. */
export function pushUpFrames(options: PushUpOptions = {}): PoseFrame[] {
  const { reps = 3, bottomElbowAngle = 82, hipSag = 0, elbowFlare = 35, lowering = 1.2 } = options;
  const shoulderF = 1.45;
  return sequence(reps, { down: lowering, up: 0.8, pause: 0.5 }, (phase) => {
    const elbowAngle = 172 - (172 - bottomElbowAngle) * phase;
    const height = Math.sqrt(UPPER_ARM ** 2 + FOREARM ** 2 - 2 * UPPER_ARM * FOREARM * Math.cos(elbowAngle * DEG));
    const atWrist = Math.acos((FOREARM ** 2 + height ** 2 - UPPER_ARM ** 2) / (2 * FOREARM * height));
    const wrist = { f: shoulderF, u: 0.03 };
    const shoulder = { f: shoulderF, u: 0.03 + height };
    const ankle = { f: 0, u: 0.08 };
    const line = (share: number, drop = 0) => ({
      f: ankle.f + (shoulder.f - ankle.f) * share,
      u: ankle.u + (shoulder.u - ankle.u) * share - drop,
    });
    const hip = line(0.55, hipSag);
    const knee = line(0.3, hipSag * 0.5);
    const ear = line(1 + NECK / shoulderF);
    // The elbow leaves the wrist at `atWrist` off vertical, towards the feet (tucked) or outwards (flared).
    const reach = FOREARM * Math.sin(atWrist);
    const elbow = (side: 1 | -1) => ({
      f: wrist.f - reach * Math.cos(elbowFlare * DEG),
      u: wrist.u + FOREARM * Math.cos(atWrist),
      x: side * (0.2 + reach * Math.sin(elbowFlare * DEG)),
    });
    const pair = (p: Sagittal, x: number) => [
      { x, ...p },
      { x: -x, ...p },
    ];
    const [leftWrist, rightWrist] = pair(wrist, 0.2);
    const [leftShoulder, rightShoulder] = pair(shoulder, 0.2);
    const [leftHip, rightHip] = pair(hip, 0.15);
    const [leftKnee, rightKnee] = pair(knee, 0.13);
    const [leftAnkle, rightAnkle] = pair(ankle, 0.12);
    const [leftFoot, rightFoot] = pair({ f: -0.05, u: 0 }, 0.12);
    const [leftEar, rightEar] = pair(ear, 0.08);
    return {
      nose: { x: 0, ...line(1 + (NECK + 0.05) / shoulderF) },
      leftWrist,
      rightWrist,
      leftElbow: elbow(1),
      rightElbow: elbow(-1),
      leftShoulder,
      rightShoulder,
      leftHip,
      rightHip,
      leftKnee,
      rightKnee,
      leftAnkle,
      rightAnkle,
      leftFootIndex: leftFoot,
      rightFootIndex: rightFoot,
      leftEar,
      rightEar,
    };
  });
}

/** Frames in which the model found nobody (the fake camera's test pattern, an empty room). */
export function emptyFrames(seconds = 3): PoseFrame[] {
  return Array.from({ length: seconds * SAMPLE_HZ }, (_, i) => ({ t: i / SAMPLE_HZ, points: null }));
}
