import { CALORIE_TOLERANCE, PLAN_DAYS } from "~/modules/planner/plan";
import type { ScanItem } from "~/modules/scan/scan-items";

// The ai-features tab (commercial spec §3, "AI feature": name, description, status, accuracy): the
// accuracy is measured from the member's own data, or says there is not enough of it. Pure.

/** Fewer scanned foods than this say too little to call a share an accuracy. */
export const MIN_SCANNED_FOODS = 5;

/** A saved meal scan: how many foods the model identified (null: saved before they were counted) and its foods as saved. */
export type SavedScan = { identifiedFoods: number | null; items: ScanItem[] };

/** The model's foods the member saved as identified: not removed, grams and match unchanged. */
export function keptFoods(items: ScanItem[]): number {
  return items.filter((item) => item.confidence !== null && !item.corrected).length;
}

/** The share of scanned foods kept without correction, over the saved scans that counted their foods. */
export function mealScanAccuracy(scans: SavedScan[]): { percent: number | null; foods: number } {
  const counted = scans.filter((scan): scan is { identifiedFoods: number; items: ScanItem[] } => scan.identifiedFoods !== null);
  const foods = counted.reduce((sum, scan) => sum + scan.identifiedFoods, 0);
  if (foods < MIN_SCANNED_FOODS) return { percent: null, foods };
  const kept = counted.reduce((sum, scan) => sum + Math.min(keptFoods(scan.items), scan.identifiedFoods), 0);
  return { percent: Math.round((kept / foods) * 100), foods };
}

/** A saved meal plan: the calorie target it was made for and each planned day's calories. */
export type SavedPlanDays = { calorieTarget: number; dayCalories: number[] };

/** Fewer planned days than a week say too little. */
export const MIN_PLANNED_DAYS = PLAN_DAYS;

/** The share of the member's planned days whose calories are within ±5 % of the target their plan was made for. */
export function mealPlannerAccuracy(plans: SavedPlanDays[]): { percent: number | null; days: number } {
  const days = plans.reduce((sum, plan) => sum + plan.dayCalories.length, 0);
  if (days < MIN_PLANNED_DAYS) return { percent: null, days };
  const within = plans.reduce(
    (sum, plan) =>
      sum + plan.dayCalories.filter((calories) => Math.abs(calories - plan.calorieTarget) <= plan.calorieTarget * CALORIE_TOLERANCE).length,
    0,
  );
  return { percent: Math.round((within / days) * 100), days };
}

/** Fewer saved form analyses than this say too little about how well the pose model tracks you. */
export const MIN_FORM_ANALYSES = 3;

/** A saved form analysis: frames analyzed, and those in which the pose model tracked the exercise's joints. */
export type SavedFormCheck = { framesAnalysed: number; framesTracked: number };

/** The pose model's tracking rate: the share of analyzed frames in which it found the exercise's joints, over the saved analyses. */
export function formTrackingAccuracy(analyses: SavedFormCheck[]): { percent: number | null; analyses: number } {
  if (analyses.length < MIN_FORM_ANALYSES) return { percent: null, analyses: analyses.length };
  const frames = analyses.reduce((sum, analysis) => sum + analysis.framesAnalysed, 0);
  const tracked = analyses.reduce((sum, analysis) => sum + Math.min(analysis.framesTracked, analysis.framesAnalysed), 0);
  return { percent: frames === 0 ? null : Math.round((tracked / frames) * 100), analyses: analyses.length };
}

/** Fewer saved label scans than this say too little to call a share an accuracy. */
export const MIN_LABEL_SCANS = 5;

/** A label saved from the scanner: how many figures OCR read and how many of those the member changed. */
export type SavedLabel = { figuresRead: number; figuresCorrected: number };

/** The share of the figures read off saved labels that the member kept as read (labels with none read are left out). */
export function labelScanAccuracy(labels: SavedLabel[]): { percent: number | null; labels: number } {
  const counted = labels.filter((label) => label.figuresRead > 0);
  if (counted.length < MIN_LABEL_SCANS) return { percent: null, labels: counted.length };
  const read = counted.reduce((sum, label) => sum + label.figuresRead, 0);
  const kept = counted.reduce((sum, label) => sum + label.figuresRead - Math.min(label.figuresCorrected, label.figuresRead), 0);
  return { percent: Math.round((kept / read) * 100), labels: counted.length };
}

export type AiFeature = {
  id: "meal-scan" | "meal-planner" | "form-analysis" | "label-scan";
  name: string;
  description: string;
  /** active: in use here; beta: new this round (spec §3's two states) */
  status: "active" | "beta";
  accuracy: number | null;
  /** what the accuracy measures, or why there is none */
  note: string;
  /** the feature's screen */
  path: string;
};

const NOT_ENOUGH = "Not enough data yet";

export function aiFeatures(
  scan: { percent: number | null; foods: number },
  planner: { percent: number | null; days: number },
  form: { percent: number | null; analyses: number },
  labels: { percent: number | null; labels: number },
): AiFeature[] {
  return [
    {
      id: "meal-scan",
      name: "Meal scan",
      description: "Photograph a meal: the foods and grams, matched to the food catalogue.",
      status: "active",
      accuracy: scan.percent,
      note:
        scan.percent === null
          ? `${NOT_ENOUGH}: ${scan.foods} of ${MIN_SCANNED_FOODS} scanned foods saved so far.`
          : `Share of your ${scan.foods} scanned foods saved without a correction.`,
      path: "/scan",
    },
    {
      id: "meal-planner",
      name: "Meal planner",
      description: "A week of meals that meets your calorie and protein targets.",
      status: "beta",
      accuracy: planner.percent,
      note:
        planner.percent === null
          ? `${NOT_ENOUGH}: generate a week's plan to measure it.`
          : `Share of your ${planner.days} planned days within ±5 % of the calorie target they were planned for.`,
      path: "/ai-meal-planner",
    },
    {
      id: "form-analysis",
      name: "Form analysis",
      description: "Film a set: a pose model on your device checks depth, back, knees and tempo rep by rep.",
      status: "beta",
      accuracy: form.percent,
      note:
        form.percent === null
          ? `${NOT_ENOUGH}: ${form.analyses} of ${MIN_FORM_ANALYSES} saved analyses so far.`
          : `Share of the frames of your ${form.analyses} saved analyses in which the pose model tracked the joints it checks.`,
      path: "/form-analysis",
    },
    {
      id: "label-scan",
      name: "Label scanner",
      description: "Point the camera at a nutrition label: its figures, allergens and warnings, read on your phone.",
      status: "beta",
      accuracy: labels.percent,
      note:
        labels.percent === null
          ? `${NOT_ENOUGH}: ${labels.labels} of ${MIN_LABEL_SCANS} scanned labels saved so far.`
          : `Share of the figures read from your ${labels.labels} saved labels kept without a correction.`,
      path: "/ar-nutrition-scanner",
    },
  ];
}
