import { macroTargets, progressPercent, roundTo1, type MacroTargets } from "~/modules/food/nutrition";
import { weekStart } from "./periods";

// Figures of the progress screens from daily totals (spec core §2, §9). Pure.

/** One day's totals, as GET /api/stats answers them. */
export type DayTotals = { date: string; totalCalories: number; totalProtein: number; totalCarbs: number; totalFat: number };

/** A day counts as logged when its calories are over 0 (the rule of Consistent Tracker). */
export const isLogged = (day: DayTotals) => day.totalCalories > 0;

type Averages = { loggedDays: number; calories: number; protein: number; carbs: number; fat: number };

/**
 * Average per logged day: days with nothing logged are left out, so a week with three logged days
 * of 2000 kcal averages 2000, not 857. No logged day → zeros.
 */
export function averageOfLoggedDays(days: DayTotals[]): Averages {
  const logged = days.filter(isLogged);
  const n = logged.length;
  if (n === 0) return { loggedDays: 0, calories: 0, protein: 0, carbs: 0, fat: 0 };
  const sum = (pick: (day: DayTotals) => number) => logged.reduce((total, day) => total + pick(day), 0);
  return {
    loggedDays: n,
    calories: Math.round(sum((d) => d.totalCalories) / n),
    protein: roundTo1(sum((d) => d.totalProtein) / n),
    carbs: roundTo1(sum((d) => d.totalCarbs) / n),
    fat: roundTo1(sum((d) => d.totalFat) / n),
  };
}

export type MacroLine = {
  key: "protein" | "carbs" | "fat";
  label: string;
  grams: number;
  target: number;
  percentOfTarget: number;
  energyShare: number;
};

/** Grams against the targets from the goal, and each macro's share of the energy (4, 4, 9 kcal per g), in whole percent. */
export function macroBreakdown(averages: Pick<Averages, "protein" | "carbs" | "fat">, goal: number): MacroLine[] {
  const targets: MacroTargets = macroTargets(goal);
  const energy = { protein: averages.protein * 4, carbs: averages.carbs * 4, fat: averages.fat * 9 };
  const total = energy.protein + energy.carbs + energy.fat;
  return (
    [
      ["protein", "Protein"],
      ["carbs", "Carbs"],
      ["fat", "Fat"],
    ] as const
  ).map(([key, label]) => ({
    key,
    label,
    grams: averages[key],
    target: targets[key],
    percentOfTarget: progressPercent(averages[key], targets[key]),
    energyShare: total > 0 ? Math.round((energy[key] / total) * 100) : 0,
  }));
}

/** Calorie progress without the cap (Balanced Eater needs 80–120 %), whole percent. */
export function calorieRatioPercent(calories: number, goal: number): number {
  return goal > 0 ? Math.round((calories / goal) * 100) : 0;
}

export type ChartBar = { key: string; label: string; title: string; calories: number };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function shortDate(isoDate: string): string {
  return `${MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${Number(isoDate.slice(8, 10))}`;
}

/**
 * The chart's bars: one per day up to 31 days; beyond that one per month, each the average per
 * logged day of that month (a year of 365 thin bars would be unreadable on a phone).
 */
export function chartBars(days: DayTotals[]): ChartBar[] {
  if (days.length <= 31) {
    return days.map((day) => ({
      key: day.date,
      label: days.length <= 7 ? WEEKDAYS[(new Date(`${day.date}T00:00:00Z`).getUTCDay() + 6) % 7]! : String(Number(day.date.slice(8))),
      title: shortDate(day.date),
      calories: day.totalCalories,
    }));
  }
  const months = new Map<string, DayTotals[]>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), day]);
  }
  return [...months.entries()].map(([key, list]) => ({
    key,
    label: MONTHS[Number(key.slice(5, 7)) - 1]!,
    title: `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)} (average per logged day)`,
    calories: averageOfLoggedDays(list).calories,
  }));
}

type WeekSummary = {
  weekOf: string;
  label: string;
  loggedDays: number;
  totalCalories: number;
  averageCalories: number;
  daysOnTarget: number;
};

/** Calories within 80–120 % of the goal, bounds included, unrounded (Balanced Eater, spec core §9). */
export function inBalancedBand(calories: number, goal: number): boolean {
  return goal > 0 && calories >= goal * 0.8 && calories <= goal * 1.2;
}

export const isOnTarget = (day: DayTotals, goal: number) => inBalancedBand(day.totalCalories, goal);

/** Monday-to-Sunday weeks of the window, newest first: logged days, total and average per logged day, days on target. */
export function weeklySummary(days: DayTotals[], goal: number): WeekSummary[] {
  const weeks = new Map<string, DayTotals[]>();
  for (const day of days) {
    const key = weekStart(day.date);
    weeks.set(key, [...(weeks.get(key) ?? []), day]);
  }
  return [...weeks.entries()]
    .map(([weekOf, list]) => ({
      weekOf,
      label: `Week of ${shortDate(weekOf)}`,
      loggedDays: list.filter(isLogged).length,
      totalCalories: list.reduce((total, day) => total + day.totalCalories, 0),
      averageCalories: averageOfLoggedDays(list).calories,
      daysOnTarget: list.filter((day) => isOnTarget(day, goal)).length,
    }))
    .reverse();
}
