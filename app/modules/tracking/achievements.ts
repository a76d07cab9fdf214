import { calorieRatioPercent, inBalancedBand, isLogged, type DayTotals } from "./progress";

// The four achievements of spec core §9, with the progress towards each. Pure.

const CONSISTENT_DAYS = 3;
const BALANCED_BAND = { min: 80, max: 120 } as const;

export type AchievementFacts = {
  /** meals the user has ever logged */
  mealCount: number;
  /** meals with a voice summary */
  voiceSummaryCount: number;
  /** the stats window: today and the 6 days before (spec core §9) */
  lastSevenDays: DayTotals[];
  todayCalories: number;
  goal: number;
};

export type Achievement = {
  id: "first-scan" | "consistent-tracker" | "balanced-eater" | "ai-explorer";
  title: string;
  rule: string;
  earned: boolean;
  /** how far along, 0–100 */
  percent: number;
  /** the progress in words: "2 of 3 days" */
  progress: string;
};

export function achievements(facts: AchievementFacts): Achievement[] {
  const trackedDays = facts.lastSevenDays.filter(isLogged).length;
  const ratio = calorieRatioPercent(facts.todayCalories, facts.goal);
  const balanced = inBalancedBand(facts.todayCalories, facts.goal);
  return [
    {
      id: "first-scan",
      title: "First Scan",
      rule: "Log at least one meal",
      earned: facts.mealCount >= 1,
      percent: facts.mealCount >= 1 ? 100 : 0,
      progress: facts.mealCount >= 1 ? `${facts.mealCount} ${facts.mealCount === 1 ? "meal" : "meals"} logged` : "No meal yet",
    },
    {
      id: "consistent-tracker",
      title: "Consistent Tracker",
      rule: `Log calories on ${CONSISTENT_DAYS} days of the last 7`,
      earned: trackedDays >= CONSISTENT_DAYS,
      percent: Math.min(100, Math.round((trackedDays / CONSISTENT_DAYS) * 100)),
      progress: `${Math.min(trackedDays, CONSISTENT_DAYS)} of ${CONSISTENT_DAYS} days`,
    },
    {
      id: "balanced-eater",
      title: "Balanced Eater",
      rule: `Eat ${BALANCED_BAND.min}–${BALANCED_BAND.max} % of your calorie goal today`,
      earned: balanced,
      percent: balanced ? 100 : ratio > BALANCED_BAND.max ? 0 : Math.min(100, Math.round((ratio / BALANCED_BAND.min) * 100)),
      progress: `${ratio} % of goal today`,
    },
    {
      id: "ai-explorer",
      title: "AI Explorer",
      rule: "Save a scanned meal with a voice summary",
      earned: facts.voiceSummaryCount > 0,
      percent: facts.voiceSummaryCount > 0 ? 100 : 0,
      progress: facts.voiceSummaryCount > 0 ? "Voice summary used" : "No voice summary yet",
    },
  ];
}
