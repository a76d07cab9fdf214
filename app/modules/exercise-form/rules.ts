import { angleFromVertical, distance, horizontalDistance, mid, type Vec } from "./geometry";
import type { Body, Joint } from "./body";
import type { FormExercise } from "./exercises";
import type { Rep } from "./reps";
import { MAIN_WEIGHT } from "./score";

// The documented rules of the form analysis (docs/decisions/0033-pose-form-analysis.md): per
// exercise, the signal whose cycles are the reps, and the checks measured on each rep, each with
// the threshold of "good" and of "warning" (past it: "error"). Angles in degrees, times in seconds,
// distances as a share of a limb's length (so they do not depend on the person's size). Pure.

/** What a check reads: the rep's frames (bodies and times, in step) and the rep's landmarks in time. */
export type RepView = { bodies: Body[]; times: number[]; rep: Rep };

export type Check = {
  /** The key point's name (spec §3 "point"). */
  point: string;
  /** How much it counts in the score. */
  weight: number;
  /** The rep's figure, or null when the joints it needs were not seen. */
  measure: (view: RepView) => number | null;
  better: "higher" | "lower";
  good: number;
  warn: number;
  unit: "°" | " s" | "×";
  /** The key point's description of a figure (the median over the reps). */
  describe: (value: string) => string;
  /** The feedback line for each status. */
  says: { good: string; warning: string; error: string };
};

export type ExerciseRules = {
  /** The figure whose cycles are the reps; rest ≥ `rest`, a rep goes down to ≤ `engaged`. */
  signal: (body: Body) => number | null;
  rest: number;
  engaged: number;
  /** Which half of a rep lowers the load (tempo is measured on it). */
  eccentric: "first" | "second";
  checks: Check[];
};

const at = (view: RepView, index: number) => view.bodies[index]!;
const span = (view: RepView) => view.bodies.slice(view.rep.start, view.rep.end + 1);
const maxOf = (values: (number | null)[]) => {
  const seen = values.filter((value): value is number => value !== null);
  return seen.length ? Math.max(...seen) : null;
};
const ratio = (value: number | null, unit: number | null) => (value === null || unit === null || unit === 0 ? null : value / unit);
/** A limb's length on the side seen (the first side with both joints). */
function limb(body: Body, a: Joint, b: Joint): number | null {
  for (const side of ["left", "right"] as const) {
    const [pa, pb] = [body.at(a, side), body.at(b, side)];
    if (pa && pb) return distance(pa, pb);
  }
  return null;
}
function midFoot(body: Body): Vec | null {
  const [ankle, foot] = [body.centre("ankle"), body.centre("foot")];
  return ankle && foot ? mid(ankle, foot) : ankle;
}
const apart = (a: Vec | null, b: Vec | null) => (a && b ? horizontalDistance(a, b) : null);

/** 180° less the hip–shoulder–ear angle: how far the upper back and head curl forward off the torso's line. */
function backRounding(body: Body): number | null {
  const [hip, shoulder, ear] = [body.centre("hip"), body.centre("shoulder"), body.centre("ear")];
  if (!hip || !shoulder || !ear) return null;
  const u = { x: hip.x - shoulder.x, y: hip.y - shoulder.y, z: hip.z - shoulder.z };
  const v = { x: ear.x - shoulder.x, y: ear.y - shoulder.y, z: ear.z - shoulder.z };
  const cos = (u.x * v.x + u.y * v.y + u.z * v.z) / (Math.hypot(u.x, u.y, u.z) * Math.hypot(v.x, v.y, v.z));
  return 180 - (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
}
const elbowAngle = (body: Body) => body.angle("shoulder", "elbow", "wrist");

function torsoLean(body: Body): number | null {
  const [hip, shoulder] = [body.centre("hip"), body.centre("shoulder")];
  return hip && shoulder ? angleFromVertical(hip, shoulder) : null;
}
function sideGap(body: Body, a: Joint, b: Joint, c: Joint): number | null {
  const [left, right] = [body.angleOn("left", a, b, c), body.angleOn("right", a, b, c)];
  return left === null || right === null ? null : Math.abs(left - right);
}

// ── Checks shared by several exercises ───────────────────────────────────────────────────────

const back = (good = 20, warn = 35): Check => ({
  point: "Back",
  weight: MAIN_WEIGHT,
  measure: (view) => maxOf(span(view).map(backRounding)),
  better: "lower",
  good,
  warn,
  unit: "°",
  describe: (v) => `Upper back and head curled ${v} off the line of your torso at most (neutral ≤ ${good}°).`,
  says: {
    good: "Your back stayed neutral through each rep.",
    warning: "Your upper back starts to round: brace and keep your chest up.",
    error: "Your back rounds under load: lighten the weight and keep a neutral spine.",
  },
});

const symmetry = (a: Joint, b: Joint, c: Joint, joint: string): Check => ({
  point: "Symmetry",
  weight: 1,
  measure: (view) => sideGap(at(view, view.rep.bottom), a, b, c),
  better: "lower",
  good: 10,
  warn: 20,
  unit: "°",
  describe: (v) => `Left and right ${joint} angles differ by ${v} at the bottom (even ≤ 10°).`,
  says: {
    good: "Both sides moved evenly.",
    warning: "One side works a little harder: watch that both sides move together.",
    error: "You favour one side: lighten the load and move both sides evenly.",
  },
});

const tempo = (good: number, warn: number, phase: string): Check => ({
  point: "Tempo",
  weight: 1,
  measure: () => null, // filled in per exercise by withTempo (it needs the eccentric half)
  better: "higher",
  good,
  warn,
  unit: " s",
  describe: (v) => `${phase} takes ${v} a rep (controlled ≥ ${good} s).`,
  says: {
    good: `Controlled ${phase.toLowerCase()}.`,
    warning: `${phase} is a little quick: take about ${good} s.`,
    error: `${phase} is rushed: slow it to about ${good} s to stay in control.`,
  },
});

function withTempo(rules: Omit<ExerciseRules, "checks"> & { checks: Check[] }): ExerciseRules {
  return {
    ...rules,
    checks: rules.checks.map((check) =>
      check.point !== "Tempo"
        ? check
        : {
            ...check,
            measure: ({ times, rep }) =>
              rules.eccentric === "first" ? times[rep.bottom]! - times[rep.start]! : times[rep.end]! - times[rep.bottom]!,
          },
    ),
  };
}

/** The bar (at `joint`: the shoulders in a squat, the hands in a deadlift) over mid-foot at the bottom, in thigh lengths. */
const overMidFoot = (joint: "shoulder" | "wrist", weight: number, what: string, says: Check["says"]): Check => ({
  point: "Bar path",
  weight,
  measure: (view) => {
    const body = at(view, view.rep.bottom);
    return ratio(apart(body.centre(joint), midFoot(body)), limb(body, "hip", "knee"));
  },
  better: "lower",
  good: 0.25,
  warn: 0.45,
  unit: "×",
  describe: (v) => `${what} (the bar) ${v} a thigh's length from mid-foot at the bottom (over mid-foot ≤ 0.25×).`,
  says,
});

/** Arms straight at the top of a press: the elbow angle at lockout (`rep.top` for a bench, `rep.bottom` of the inverted overhead signal). */
const elbowLockout = (moment: "top" | "bottom", weight: number, where: string): Check => ({
  point: "Lockout",
  weight,
  measure: (view) => elbowAngle(at(view, view.rep[moment])),
  better: "higher",
  good: 165,
  warn: 155,
  unit: "°",
  describe: (v) => `Elbow angle ${where}: ${v} (locked out ≥ 165°).`,
  says: {
    good: `Full lockout ${where}.`,
    warning: "Press all the way up to lock out.",
    error: `No lockout: straighten your arms ${where}.`,
  },
});

// ── The exercises ────────────────────────────────────────────────────────────────────────────

const squat = withTempo({
  signal: (body) => body.angle("hip", "knee", "ankle"),
  rest: 160,
  engaged: 140,
  eccentric: "first",
  checks: [
    {
      point: "Depth",
      weight: MAIN_WEIGHT,
      measure: (view) => at(view, view.rep.bottom).angle("hip", "knee", "ankle"),
      better: "lower",
      good: 100,
      warn: 120,
      unit: "°",
      describe: (v) => `Knee angle at the bottom: ${v} (thighs parallel or lower ≤ 100°).`,
      says: {
        good: "Good depth: your thighs reach parallel.",
        warning: "Nearly there: sit a little deeper, to thighs parallel.",
        error: "Shallow squat: sit down until your thighs are parallel to the floor.",
      },
    },
    {
      point: "Knees",
      weight: 2,
      measure: (view) => {
        const body = at(view, view.rep.bottom);
        return ratio(apart(body.at("knee", "left"), body.at("knee", "right")), apart(body.at("ankle", "left"), body.at("ankle", "right")));
      },
      better: "higher",
      good: 0.9,
      warn: 0.75,
      unit: "×",
      describe: (v) => `Knees ${v} as wide as the ankles at the bottom (tracking over the toes ≥ 0.9×).`,
      says: {
        good: "Your knees track over your toes.",
        warning: "Your knees drift in: push them out over your toes.",
        error: "Knee cave: your knees collapse inwards. Push them out over your toes, or lighten the load.",
      },
    },
    back(),
    {
      point: "Torso",
      weight: 1,
      measure: (view) => torsoLean(at(view, view.rep.bottom)),
      better: "lower",
      good: 45,
      warn: 60,
      unit: "°",
      describe: (v) => `Torso leans ${v} from upright at the bottom (≤ 45°).`,
      says: {
        good: "Your chest stays up.",
        warning: "You lean forward a lot: keep your chest up.",
        error: "Your chest falls forward: keep it up and sit between your heels.",
      },
    },
    overMidFoot("shoulder", 1, "Shoulders", {
      good: "The bar stays over mid-foot.",
      warning: "The bar drifts off mid-foot: keep your weight over the middle of your feet.",
      error: "The bar moves far off mid-foot: keep it over the middle of your feet.",
    }),
    symmetry("hip", "knee", "ankle", "knee"),
    tempo(1, 0.5, "Lowering"),
  ],
});

const deadlift = withTempo({
  signal: (body) => body.angle("shoulder", "hip", "knee"),
  rest: 160,
  engaged: 120,
  eccentric: "first",
  checks: [
    back(),
    {
      point: "Lockout",
      weight: 2,
      measure: (view) => at(view, view.rep.top).angle("shoulder", "hip", "knee"),
      better: "higher",
      good: 170,
      warn: 160,
      unit: "°",
      describe: (v) => `Hip angle at the top: ${v} (standing tall ≥ 170°).`,
      says: {
        good: "Full lockout at the top.",
        warning: "Finish each rep: squeeze your glutes and stand tall.",
        error: "No lockout: stand all the way up at the top of each rep.",
      },
    },
    overMidFoot("wrist", 2, "Hands", {
      good: "The bar stays close, over mid-foot.",
      warning: "The bar drifts away from your legs: keep it close.",
      error: "The bar swings away from you: drag it up your legs, over mid-foot.",
    }),
    symmetry("shoulder", "hip", "knee", "hip"),
    tempo(0.8, 0.4, "Lowering"),
  ],
});

const flare = (good: number, warn: number): Check => ({
  point: "Elbows",
  weight: 2,
  measure: (view) => at(view, view.rep.bottom).angle("elbow", "shoulder", "hip"),
  better: "lower",
  good,
  warn,
  unit: "°",
  describe: (v) => `Upper arms ${v} out from your sides at the bottom (≤ ${good}°).`,
  says: {
    good: "Elbows tucked at a safe angle.",
    warning: "Your elbows flare a little: tuck them a bit more.",
    error: "Elbows flared wide: tuck them in to spare your shoulders.",
  },
});

const pressDepth = (good: number, warn: number, where: string): Check => ({
  point: "Depth",
  weight: MAIN_WEIGHT,
  measure: (view) => elbowAngle(at(view, view.rep.bottom)),
  better: "lower",
  good,
  warn,
  unit: "°",
  describe: (v) => `Elbow angle at the bottom: ${v} (full range ≤ ${good}°).`,
  says: {
    good: "Full range of motion.",
    warning: `Go a little lower: ${where}.`,
    error: `Half reps: lower all the way, ${where}.`,
  },
});

const benchPress = withTempo({
  signal: elbowAngle,
  rest: 150,
  engaged: 120,
  eccentric: "first",
  checks: [
    pressDepth(90, 110, "the bar to your chest"),
    flare(75, 85),
    {
      point: "Bar path",
      weight: 1,
      measure: (view) => {
        const body = at(view, view.rep.bottom);
        return ratio(apart(body.centre("wrist"), body.centre("elbow")), limb(body, "elbow", "wrist"));
      },
      better: "lower",
      good: 0.3,
      warn: 0.5,
      unit: "×",
      describe: (v) => `Wrists ${v} a forearm's length off the elbows at the bottom (stacked ≤ 0.3×).`,
      says: {
        good: "Wrists stacked over the elbows.",
        warning: "Your wrists drift off your elbows: stack them.",
        error: "The bar is far from over your elbows: stack wrists over elbows at the bottom.",
      },
    },
    elbowLockout("top", 1, "at the top"),
    symmetry("shoulder", "elbow", "wrist", "elbow"),
    tempo(1, 0.5, "Lowering"),
  ],
});

const overheadPress = withTempo({
  // 180° less the elbow angle, so that rest (the bar at the shoulders) is high and lockout low.
  signal: (body) => {
    const elbow = body.angle("shoulder", "elbow", "wrist");
    return elbow === null ? null : 180 - elbow;
  },
  rest: 80,
  engaged: 35,
  eccentric: "second",
  checks: [
    elbowLockout("bottom", MAIN_WEIGHT, "overhead"),
    {
      point: "Bar path",
      weight: 2,
      measure: (view) => {
        const body = at(view, view.rep.bottom);
        return ratio(apart(body.centre("wrist"), body.centre("shoulder")), limb(body, "shoulder", "elbow"));
      },
      better: "lower",
      good: 0.3,
      warn: 0.6,
      unit: "×",
      describe: (v) => `Hands (the bar) ${v} an upper arm's length off the shoulders at lockout (over them ≤ 0.3×).`,
      says: {
        good: "The bar finishes over your shoulders.",
        warning: "The bar finishes in front: push your head through at the top.",
        error: "The bar ends far in front of you: press it up over your shoulders.",
      },
    },
    {
      point: "Lower back",
      weight: 2,
      measure: (view) => maxOf(span(view).map(torsoLean)),
      better: "lower",
      good: 10,
      warn: 20,
      unit: "°",
      describe: (v) => `Torso leans back ${v} at most (upright ≤ 10°).`,
      says: {
        good: "Torso stays upright.",
        warning: "You lean back a little: squeeze your glutes and brace.",
        error: "You arch back a lot: brace your core and lighten the load.",
      },
    },
    symmetry("shoulder", "elbow", "wrist", "elbow"),
    tempo(0.8, 0.4, "Lowering"),
  ],
});

const row = withTempo({
  signal: elbowAngle,
  rest: 150,
  engaged: 110,
  eccentric: "second",
  checks: [
    {
      point: "Pull",
      weight: 2,
      measure: (view) => elbowAngle(at(view, view.rep.bottom)),
      better: "lower",
      good: 90,
      warn: 110,
      unit: "°",
      describe: (v) => `Elbow angle at the top of the pull: ${v} (full pull ≤ 90°).`,
      says: {
        good: "You pull all the way in.",
        warning: "Pull a little further, to your lower chest.",
        error: "Short pulls: bring the bar all the way to your lower chest.",
      },
    },
    back(),
    {
      point: "Torso",
      weight: 2,
      measure: (view) => {
        const leans = span(view)
          .map(torsoLean)
          .filter((value): value is number => value !== null);
        return leans.length ? Math.max(...leans) - Math.min(...leans) : null;
      },
      better: "lower",
      good: 10,
      warn: 20,
      unit: "°",
      describe: (v) => `Torso angle moves ${v} during a rep (steady ≤ 10°).`,
      says: {
        good: "Steady torso: the back does the work.",
        warning: "Your torso rises as you pull: hold the hinge.",
        error: "You heave with your body: hold your torso still and lighten the load.",
      },
    },
    {
      point: "Hinge",
      weight: 1,
      measure: (view) => torsoLean(at(view, view.rep.start)),
      better: "higher",
      good: 35,
      warn: 20,
      unit: "°",
      describe: (v) => `Torso leans ${v} forward at the start (bent over ≥ 35°).`,
      says: {
        good: "Good hip hinge.",
        warning: "Bend over a little more at the hips.",
        error: "Too upright for a row: hinge forward at the hips.",
      },
    },
    symmetry("shoulder", "elbow", "wrist", "elbow"),
    tempo(0.8, 0.4, "Lowering"),
  ],
});

const pullUp = withTempo({
  signal: elbowAngle,
  rest: 150,
  engaged: 100,
  eccentric: "second",
  checks: [
    {
      point: "Range",
      weight: MAIN_WEIGHT,
      measure: (view) => {
        const body = at(view, view.rep.bottom);
        const [wrist, ear] = [body.centre("wrist"), body.centre("ear")];
        return wrist && ear ? ratio(wrist.y - ear.y, limb(body, "elbow", "wrist")) : null;
      },
      better: "higher",
      // The chin is about a third of a forearm below the ears: ears at -0.3× is the chin at the bar.
      good: -0.3,
      warn: -0.7,
      unit: "×",
      describe: (v) => `Ears ${v} a forearm's length above the hands at the top (chin at the bar ≥ -0.3×).`,
      says: {
        good: "Chin over the bar.",
        warning: "Nearly: pull until your chin clears the bar.",
        error: "Half reps: pull until your chin clears the bar.",
      },
    },
    {
      point: "Hang",
      weight: 2,
      measure: (view) => elbowAngle(at(view, view.rep.top)),
      better: "higher",
      good: 160,
      warn: 145,
      unit: "°",
      describe: (v) => `Elbow angle at the bottom: ${v} (dead hang ≥ 160°).`,
      says: {
        good: "Full hang between reps.",
        warning: "Lower a little further between reps.",
        error: "Straighten your arms fully between reps.",
      },
    },
    {
      point: "Swing",
      weight: 2,
      measure: (view) => {
        const hips = span(view)
          .map((body) => body.centre("hip"))
          .filter((hip): hip is Vec => hip !== null);
        if (hips.length < 2) return null;
        const reach = Math.max(...hips.flatMap((a) => hips.map((b) => horizontalDistance(a, b))));
        return ratio(reach, limb(at(view, view.rep.start), "shoulder", "hip"));
      },
      better: "lower",
      good: 0.15,
      warn: 0.3,
      unit: "×",
      describe: (v) => `Hips swing ${v} a torso's length (strict ≤ 0.15×).`,
      says: {
        good: "Strict reps, no swing.",
        warning: "Some swing: tighten your core.",
        error: "Kipping: stop the swing, keep your legs still.",
      },
    },
    symmetry("shoulder", "elbow", "wrist", "elbow"),
    tempo(1, 0.5, "Lowering"),
  ],
});

/** 180° less the shoulder–hip–ankle angle: 0 is a straight plank. */
function bodyLine(body: Body): number | null {
  const angle = body.angle("shoulder", "hip", "ankle");
  return angle === null ? null : 180 - angle;
}

const pushUp = withTempo({
  signal: elbowAngle,
  rest: 150,
  engaged: 120,
  eccentric: "first",
  checks: [
    pressDepth(90, 110, "chest close to the floor"),
    {
      point: "Body line",
      weight: MAIN_WEIGHT,
      measure: (view) => maxOf(span(view).map(bodyLine)),
      better: "lower",
      good: 10,
      warn: 20,
      unit: "°",
      describe: (v) => `Hips bend ${v} off the shoulder–ankle line at most (straight ≤ 10°).`,
      says: {
        good: "Straight body line.",
        warning: "Your hips sag or pike a little: squeeze glutes and brace.",
        error: "Your hips sag or pike: hold a straight line from shoulders to ankles.",
      },
    },
    flare(60, 75),
    symmetry("shoulder", "elbow", "wrist", "elbow"),
    tempo(1, 0.5, "Lowering"),
  ],
});

/** The front leg's knee: the more bent one. */
function frontKnee(body: Body): number | null {
  const [left, right] = [body.angleOn("left", "hip", "knee", "ankle"), body.angleOn("right", "hip", "knee", "ankle")];
  if (left === null || right === null) return left ?? right;
  return Math.min(left, right);
}

const lunge = withTempo({
  signal: frontKnee,
  rest: 160,
  engaged: 130,
  eccentric: "first",
  checks: [
    {
      point: "Depth",
      weight: MAIN_WEIGHT,
      measure: (view) => frontKnee(at(view, view.rep.bottom)),
      better: "lower",
      good: 100,
      warn: 115,
      unit: "°",
      describe: (v) => `Front knee angle at the bottom: ${v} (about a right angle ≤ 100°).`,
      says: {
        good: "Good depth on each lunge.",
        warning: "Go a little lower, back knee towards the floor.",
        error: "Shallow lunges: lower until your front knee is at a right angle.",
      },
    },
    {
      point: "Torso",
      weight: 2,
      measure: (view) => torsoLean(at(view, view.rep.bottom)),
      better: "lower",
      good: 15,
      warn: 30,
      unit: "°",
      describe: (v) => `Torso leans ${v} from upright at the bottom (≤ 15°).`,
      says: {
        good: "Upright torso.",
        warning: "You lean forward: keep your chest up.",
        error: "Your torso folds forward: stay upright.",
      },
    },
    {
      point: "Front knee",
      weight: 2,
      measure: (view) => {
        const body = at(view, view.rep.bottom);
        const side =
          (body.angleOn("left", "hip", "knee", "ankle") ?? 180) <= (body.angleOn("right", "hip", "knee", "ankle") ?? 180)
            ? "left"
            : "right";
        const [knee, ankle] = [body.at("knee", side), body.at("ankle", side)];
        return knee && ankle ? ratio(horizontalDistance(knee, ankle), limb(body, "knee", "ankle")) : null;
      },
      better: "lower",
      good: 0.45,
      warn: 0.65,
      unit: "×",
      describe: (v) => `Front knee ${v} a shin's length past the ankle at the bottom (over the ankle ≤ 0.45×).`,
      says: {
        good: "Front knee stays over the ankle.",
        warning: "Your front knee drifts forward: take a longer step.",
        error: "Your front knee shoots far forward: take a longer step and sit straight down.",
      },
    },
    tempo(1, 0.5, "Lowering"),
  ],
});

export const RULES: Record<FormExercise, ExerciseRules> = {
  squat,
  deadlift,
  "bench-press": benchPress,
  "overhead-press": overheadPress,
  row,
  "pull-up": pullUp,
  "push-up": pushUp,
  lunge,
};
