import { counted } from "~/modules/text";

type ShareFacts = {
  periodName: string;
  from: string;
  to: string;
  goal: number;
  /** the Premium averages, when the member has them */
  averages: { calories: number; loggedDays: number } | null;
  achievements: string[];
};

/** Share Progress's summary (/progress-enhanced): the period, the average against the goal, the achievements. */
export function progressShareText({ periodName, from, to, goal, averages, achievements }: ShareFacts): string {
  return [
    `My Fitplate progress (${periodName}, ${from} to ${to}):`,
    averages
      ? `${averages.calories} kcal a logged day on average over ${counted(averages.loggedDays, "logged day")}, against a goal of ${goal} kcal.`
      : `Daily calorie goal: ${goal} kcal.`,
    achievements.length ? `Achievements: ${achievements.join(", ")}.` : "No achievements yet, working on it!",
  ].join("\n");
}
