import { angle, L, mid, visible, type Landmark, type Vec } from "./geometry";

// One frame's body as the rules read it: a joint on one side (when seen), a joint between both
// sides (the mean of the sides seen), and joint angles averaged over the sides seen. Pure.

export type Joint = "ear" | "shoulder" | "elbow" | "wrist" | "hip" | "knee" | "ankle" | "foot";
export type Side = "left" | "right";

const INDEX: Record<Joint, Record<Side, number>> = {
  ear: { left: L.leftEar, right: L.rightEar },
  shoulder: { left: L.leftShoulder, right: L.rightShoulder },
  elbow: { left: L.leftElbow, right: L.rightElbow },
  wrist: { left: L.leftWrist, right: L.rightWrist },
  hip: { left: L.leftHip, right: L.rightHip },
  knee: { left: L.leftKnee, right: L.rightKnee },
  ankle: { left: L.leftAnkle, right: L.rightAnkle },
  foot: { left: L.leftFootIndex, right: L.rightFootIndex },
};

export type Body = {
  /** `joint` on `side`, or null when the model did not see it. */
  at(joint: Joint, side: Side): Landmark | null;
  /** Between the two sides (one side alone when only it is seen), or null. */
  centre(joint: Joint): Vec | null;
  /** The angle a–b–c on `side` in degrees, or null when a joint is not seen. */
  angleOn(side: Side, a: Joint, b: Joint, c: Joint): number | null;
  /** The angle a–b–c, the mean of the sides seen, or null. */
  angle(a: Joint, b: Joint, c: Joint): number | null;
};

export function bodyOf(points: readonly Landmark[]): Body {
  const at = (joint: Joint, side: Side) => {
    const point = points[INDEX[joint][side]];
    return point && visible(point) ? point : null;
  };
  const angleOn = (side: Side, a: Joint, b: Joint, c: Joint) => {
    const [pa, pb, pc] = [at(a, side), at(b, side), at(c, side)];
    return pa && pb && pc ? angle(pa, pb, pc) : null;
  };
  return {
    at,
    centre(joint) {
      const [left, right] = [at(joint, "left"), at(joint, "right")];
      return left && right ? mid(left, right) : (left ?? right);
    },
    angleOn,
    angle(a, b, c) {
      const seen = [angleOn("left", a, b, c), angleOn("right", a, b, c)].filter((value) => value !== null);
      return seen.length === 0 ? null : seen.reduce((sum, value) => sum + value, 0) / seen.length;
    },
  };
}
