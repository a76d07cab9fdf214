import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { macroTargets, progressPercent } from "~/modules/food/nutrition";
import { userClock } from "~/modules/user/clock.server";
import { getProfile } from "~/modules/user/profile.server";
import { hasAdvancedAnalytics } from "~/modules/user/tiers";
import { achievements } from "./achievements";
import { addDays } from "~/modules/dates/calendar";
import { dayTotalsBetween, getWeeklyStats } from "./daily.server";
import { weightTrend } from "~/modules/weight/log.server";
import { insights } from "./insights";
import { periodWindow, type EnhancedPeriod, type ProgressPeriod } from "./periods";
import { averageOfLoggedDays, chartBars, isLogged, isOnTarget, macroBreakdown, weeklySummary } from "./progress";

/**
 * What both progress screens start from: the profile, the days of the window (empty days as 0)
 * and the facts behind the achievements. Days are read from at least 6 days before today, so the
 * achievements always see the stats window (spec core §9) whatever the period.
 */
async function load(userId: number, period: ProgressPeriod | EnhancedPeriod) {
  const [profile, { today }] = await Promise.all([getProfile(userId), userClock(userId)]);
  if (!profile) throw new DomainError(404, "User not found");
  const window = periodWindow(period, today);
  const statsFrom = addDays(today, -6);
  const [{ weeklyStats }, mealCount, voiceSummaryCount] = await Promise.all([
    getWeeklyStats(userId, window.from < statsFrom ? window.from : statsFrom),
    db.meal.count({ where: { userId } }),
    db.meal.count({ where: { userId, AND: [{ voiceSummary: { not: null } }, { voiceSummary: { not: "" } }] } }),
  ]);
  const goal = profile.dailyCalorieGoal;
  const todayTotals = weeklyStats.at(-1)!;
  return {
    profile,
    today,
    window,
    goal,
    days: weeklyStats.filter((day) => day.date >= window.from),
    todayCalories: todayTotals.totalCalories,
    achievements: achievements({
      mealCount,
      voiceSummaryCount,
      lastSevenDays: weeklyStats.filter((day) => day.date >= statsFrom),
      todayCalories: todayTotals.totalCalories,
      goal,
    }),
  };
}

/**
 * /progress (spec core §2, §9): today against the goal (capped at 100 %), the average per logged
 * day of the period, the macros against the targets from the goal, the chart's bars and the four
 * achievements.
 */
export async function getProgress(userId: number, period: ProgressPeriod) {
  const { profile, today, window, goal, days, todayCalories, achievements } = await load(userId, period);
  const averages = averageOfLoggedDays(days);
  const { latest, weeklyRate } = await weightTrend(userId, today);
  return {
    period,
    units: profile.units,
    /** the weight log's latest weigh-in with its trend, and the trend's last week (kg) */
    weight: { latest, weeklyRate },
    from: window.from,
    to: today,
    premium: hasAdvancedAnalytics(profile.tier),
    goal,
    targets: macroTargets(goal),
    today: { calories: todayCalories, percent: progressPercent(todayCalories, goal) },
    averages,
    macros: macroBreakdown(averages, goal),
    bars: chartBars(days),
    achievements,
  };
}

/**
 * /progress-enhanced: the achievements for everyone; the advanced analytics (weekly summary, goal
 * progress, daily breakdown, insights) only for premium tiers (spec core §6), decided here so a
 * free account's page never carries them.
 */
export async function getEnhancedProgress(userId: number, period: EnhancedPeriod) {
  const { profile, today, window, goal, days, todayCalories, achievements } = await load(userId, period);
  const premium = hasAdvancedAnalytics(profile.tier);
  const base = { period, from: window.from, to: today, premium, tier: profile.tier, goal, achievements };
  if (!premium) return { ...base, advanced: null };
  const averages = averageOfLoggedDays(days);
  const logged = days.filter(isLogged);
  return {
    ...base,
    advanced: {
      averages,
      weeks: weeklySummary(days, goal),
      goalProgress: {
        todayCalories,
        todayPercent: progressPercent(todayCalories, goal),
        averagePercent: progressPercent(averages.calories, goal),
        daysOnTarget: logged.filter((day) => isOnTarget(day, goal)).length,
        loggedDays: logged.length,
        days: days.length,
      },
      macros: macroBreakdown(averages, goal),
      daily: [...days].reverse(),
      insights: insights(days, goal, today),
    },
  };
}

/**
 * The daily insight notification's words (issue 43): the insights of the member's last 7 days up to
 * `today`, by the rules /progress-enhanced shows (insights.ts). Null when there is nothing to say
 * (no food logged) or for a free account, whose advanced analytics this is part of (spec core §6).
 */
export async function dailyInsights(userId: number, today: string): Promise<string[] | null> {
  const profile = await getProfile(userId);
  if (!profile) throw new DomainError(404, "User not found");
  if (!hasAdvancedAnalytics(profile.tier)) return null;
  const days = await dayTotalsBetween(userId, addDays(today, -6), today);
  const found = insights(days, profile.dailyCalorieGoal, today).filter((insight) => insight.id !== "no-data");
  return found.length > 0 ? found.map((insight) => insight.text) : null;
}
