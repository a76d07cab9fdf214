// 3-D geometry over MediaPipe Pose's 33 world landmarks: metres, origin between the hips, x to the
// person's left in the picture, y down, z away from the camera. Pure.

export type Landmark = { x: number; y: number; z: number; visibility?: number };
export type Vec = { x: number; y: number; z: number };

/** The BlazePose landmarks the rules read (indices into a frame's 33 points). */
export const L = {
  nose: 0,
  leftEar: 7,
  rightEar: 8,
  leftShoulder: 11,
  rightShoulder: 12,
  leftElbow: 13,
  rightElbow: 14,
  leftWrist: 15,
  rightWrist: 16,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
  leftFootIndex: 31,
  rightFootIndex: 32,
} as const;

export const LANDMARK_COUNT = 33;

/** A landmark counts as seen at this visibility or more (MediaPipe's own default threshold). */
export const MIN_VISIBILITY = 0.5;

export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const dot = (a: Vec, b: Vec) => a.x * b.x + a.y * b.y + a.z * b.z;
export const length = (a: Vec) => Math.sqrt(dot(a, a));
export const distance = (a: Vec, b: Vec) => length(sub(a, b));
export const mid = (a: Vec, b: Vec): Vec => scale(add(a, b), 0.5);
/** Distance in the horizontal plane (x, z): how far apart two points are, seen from above. */
export const horizontalDistance = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.z - b.z);

const DEG = 180 / Math.PI;

/** The angle at `b` between `a` and `c`, in degrees (180 = straight). */
export function angle(a: Vec, b: Vec, c: Vec): number {
  const u = sub(a, b);
  const v = sub(c, b);
  const norms = length(u) * length(v);
  if (norms === 0) return 180;
  return Math.acos(Math.min(1, Math.max(-1, dot(u, v) / norms))) * DEG;
}

/** The angle of the segment from `from` to `to` away from straight up, in degrees (0 = vertical, 90 = horizontal). */
export function angleFromVertical(from: Vec, to: Vec): number {
  const v = sub(to, from);
  const n = length(v);
  if (n === 0) return 0;
  return Math.acos(Math.min(1, Math.max(-1, -v.y / n))) * DEG;
}

export const visible = (point: Landmark | undefined) => point !== undefined && (point.visibility ?? 1) >= MIN_VISIBILITY;
