import { daysBetween } from "~/modules/dates/calendar";
import { averageOfLoggedDays, type DayTotals } from "~/modules/tracking/progress";
import { litres } from "~/modules/health/water";
import { counted } from "~/modules/text";
import { inRange, type DayRange } from "./periods";

// The six metric cards (commercial spec §3, "dashboard metric": name, value, unit, trend), each from
// the member's own logged or imported data, or an empty state that says how to get it. Pure.

/** Per-day sums of one kind of health record, by calendar day. */
export type DailyValues = Record<string, number>;

/** What a period holds: food per day (empty days as 0, as GET /api/stats answers), finished workouts, health records per day. */
export type PeriodFacts = {
  range: DayRange;
  days: DayTotals[];
  workouts: { count: number; volumeKg: number; minutes: number };
  sleepMinutes: DailyValues;
  waterMl: DailyValues;
  steps: DailyValues;
};

/** A change within ±5 % of the previous period reads as stable. */
export const STABLE_BAND_PERCENT = 5;

export type Trend = { direction: "up" | "down" | "stable"; changePercent: number };

/** The change from the previous period; null when either period has no figure (nothing to compare). */
export function trendOf(current: number | null, previous: number | null): Trend | null {
  if (current === null || previous === null || previous === 0) return null;
  const changePercent = Math.round(((current - previous) / previous) * 100);
  const direction = Math.abs(changePercent) < STABLE_BAND_PERCENT ? "stable" : changePercent > 0 ? "up" : "down";
  return { direction, changePercent };
}

export type MetricId = "energy-in" | "protein" | "workouts" | "sleep" | "hydration" | "steps";

export type MetricCard = {
  id: MetricId;
  name: string;
  /** the figure (null: no data in the period) and its unit */
  amount: number | null;
  unit: string;
  /** the figure as shown ("1850 kcal", "1.75 L") */
  value: string | null;
  /** what the figure is: "average per logged day, 4 of 7 days" */
  basis: string;
  trend: Trend | null;
  /** how to get the figure when there is none */
  empty: { text: string; to: string; label: string } | null;
};

/** Average per day that has a value (days without a record are left out, like the food averages). */
function averageOfDaysWithData(values: DailyValues, range: DayRange): { average: number | null; days: number } {
  const present = Object.entries(values).filter(([day, value]) => inRange(day, range) && value > 0);
  if (present.length === 0) return { average: null, days: 0 };
  return { average: present.reduce((sum, [, value]) => sum + value, 0) / present.length, days: present.length };
}

const dayCount = (range: DayRange) => daysBetween(range.from, range.to) + 1;

type Figure = { amount: number | null; basis: string };
type Definition = {
  id: MetricId;
  name: string;
  unit: string;
  figure: (facts: PeriodFacts) => Figure;
  format: (amount: number) => string;
  empty: MetricCard["empty"];
};

const IMPORT_HINT = { to: "/integrations", label: "Import or connect" };

const perDay = (days: number, range: DayRange, what: string) => `average per ${what}, ${days} of ${counted(dayCount(range), "day")}`;

/** Energy and protein: the average per logged day, exactly as /progress and GET /api/stats give it. */
const foodAverage =
  (key: "calories" | "protein") =>
  ({ days, range }: PeriodFacts): Figure => {
    const averages = averageOfLoggedDays(days);
    return { amount: averages.loggedDays ? averages[key] : null, basis: perDay(averages.loggedDays, range, "logged day") };
  };

const DEFINITIONS: Definition[] = [
  {
    id: "energy-in",
    name: "Energy in",
    unit: "kcal",
    figure: foodAverage("calories"),
    format: (kcal) => `${kcal} kcal`,
    empty: { text: "Log what you eat to see your energy in.", to: "/diary", label: "Log food" },
  },
  {
    id: "protein",
    name: "Protein",
    unit: "g",
    figure: foodAverage("protein"),
    format: (grams) => `${grams} g`,
    empty: { text: "Log meals to see your protein.", to: "/diary", label: "Log food" },
  },
  {
    id: "workouts",
    name: "Workout volume",
    unit: "kg",
    figure: ({ workouts }) => ({
      amount: workouts.count ? Math.round(workouts.volumeKg) : null,
      basis: `${counted(workouts.count, "workout")}, ${workouts.minutes} min in all`,
    }),
    format: (kg) => `${kg.toLocaleString("en-US")} kg`,
    empty: { text: "Finish a workout to see its volume (kg × reps).", to: "/workout", label: "Start a workout" },
  },
  {
    id: "sleep",
    name: "Sleep",
    unit: "h",
    figure: ({ sleepMinutes, range }) => {
      const { average, days } = averageOfDaysWithData(sleepMinutes, range);
      return { amount: average === null ? null : Math.round((average / 60) * 10) / 10, basis: perDay(days, range, "night recorded") };
    },
    format: (hours) => `${hours} h`,
    empty: { text: "Import sleep from Apple Health or a CSV, or connect a tracker.", ...IMPORT_HINT },
  },
  {
    id: "hydration",
    name: "Hydration",
    unit: "ml",
    figure: ({ waterMl, range }) => {
      const { average, days } = averageOfDaysWithData(waterMl, range);
      return { amount: average === null ? null : Math.round(average), basis: perDay(days, range, "day with water") };
    },
    format: litres,
    empty: { text: "Tap +250 ml each time you drink a glass.", to: "#water", label: "Log water" },
  },
  {
    id: "steps",
    name: "Steps",
    unit: "steps",
    figure: ({ steps, range }) => {
      const { average, days } = averageOfDaysWithData(steps, range);
      return { amount: average === null ? null : Math.round(average), basis: perDay(days, range, "day with steps") };
    },
    format: (count) => count.toLocaleString("en-US"),
    empty: { text: "Import steps from Apple Health or a CSV, or connect a tracker.", ...IMPORT_HINT },
  },
];

/** The six cards of the period, each with its trend against the previous period of the same length. */
export function metricCards(current: PeriodFacts, previous: PeriodFacts): MetricCard[] {
  return DEFINITIONS.map((definition) => {
    const now = definition.figure(current);
    const before = definition.figure(previous);
    return {
      id: definition.id,
      name: definition.name,
      amount: now.amount,
      unit: definition.unit,
      value: now.amount === null ? null : definition.format(now.amount),
      basis: now.basis,
      trend: trendOf(now.amount, before.amount),
      empty: now.amount === null ? definition.empty : null,
    };
  });
}
