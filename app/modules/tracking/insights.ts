import { macroTargets } from "~/modules/food/nutrition";
import { formatDayLabel } from "~/modules/dates/calendar";
import { isWeekend } from "./periods";
import { averageOfLoggedDays, isLogged, type DayTotals } from "./progress";

// Insights from the user's own days, by fixed rules (no invented facts). Pure. Each rule needs
// enough logged days to say something; with fewer it stays silent.
//
// 1. Logging streak: consecutive logged days ending today (or yesterday, when today is not logged yet).
// 2. Calories against the goal: the average per logged day within 10 % of the goal, or how far above/below.
// 3. Protein: below target on more than half of the logged days (at least 3) → a nudge; on every one reached → praise.
// 4. Weekends against weekdays: with at least one logged day of each, a difference of 10 % or more of the weekday average.

const MIN_DAYS_FOR_TRENDS = 3;
const CLOSE_ENOUGH = 0.1;

type Insight = { id: string; tone: "good" | "watch" | "info"; text: string };

const kcal = (n: number) => `${n.toLocaleString("en-US")} kcal`;

export function loggingStreak(days: DayTotals[], today: string): number {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? 1 : -1)).filter((day) => day.date <= today);
  let streak = 0;
  let started = false;
  for (const day of sorted) {
    if (isLogged(day)) {
      started = true;
      streak += 1;
    } else if (started || day.date !== today) break;
  }
  return streak;
}

export function insights(days: DayTotals[], goal: number, today: string): Insight[] {
  const logged = days.filter(isLogged);
  if (logged.length === 0) return [{ id: "no-data", tone: "info", text: "Log food on a few days to see insights about your eating here." }];
  const out: Insight[] = [];

  const streak = loggingStreak(days, today);
  if (streak >= 2) out.push({ id: "streak", tone: "good", text: `You have logged food ${streak} days in a row. Keep the streak going!` });
  else if (streak === 0) {
    const last = logged.at(-1)!;
    out.push({
      id: "streak",
      tone: "info",
      text: `Your last logged day was ${formatDayLabel(last.date, today)}. Log today to start a streak.`,
    });
  }

  const average = averageOfLoggedDays(days);
  const gap = average.calories - goal;
  if (Math.abs(gap) <= goal * CLOSE_ENOUGH) {
    out.push({
      id: "goal",
      tone: "good",
      text: `Your average of ${kcal(average.calories)} a logged day is within 10 % of your ${kcal(goal)} goal.`,
    });
  } else {
    out.push({
      id: "goal",
      tone: "watch",
      text: `Your average of ${kcal(average.calories)} a logged day is ${kcal(Math.abs(gap))} ${gap > 0 ? "above" : "below"} your ${kcal(goal)} goal.`,
    });
  }

  if (logged.length >= MIN_DAYS_FOR_TRENDS) {
    const target = macroTargets(goal).protein;
    const low = logged.filter((day) => day.totalProtein < target).length;
    if (low * 2 > logged.length) {
      out.push({
        id: "protein",
        tone: "watch",
        text: `Protein was below your ${target} g target on ${low} of ${logged.length} logged days.`,
      });
    } else if (low === 0) {
      out.push({ id: "protein", tone: "good", text: `You reached your ${target} g protein target on all ${logged.length} logged days.` });
    }
  }

  const weekend = logged.filter((day) => isWeekend(day.date));
  const weekdays = logged.filter((day) => !isWeekend(day.date));
  if (weekend.length && weekdays.length) {
    const we = averageOfLoggedDays(weekend).calories;
    const wd = averageOfLoggedDays(weekdays).calories;
    const diff = we - wd;
    if (Math.abs(diff) >= wd * CLOSE_ENOUGH) {
      out.push({
        id: "weekend",
        tone: "info",
        text: `On weekends you eat about ${kcal(Math.abs(diff))} ${diff > 0 ? "more" : "less"} a day than on weekdays (${kcal(we)} against ${kcal(wd)}).`,
      });
    } else {
      out.push({
        id: "weekend",
        tone: "good",
        text: `Weekend and weekday calories are within 10 % of each other (${kcal(we)} and ${kcal(wd)}).`,
      });
    }
  }
  return out;
}
