import { localDateOf, localDateTimeOf } from "~/modules/dates/calendar";
import { mealTypeTitle } from "~/modules/meal/meal-types";

// The activities tab: workout history (name, date, duration, intensity) and the nutrition timeline
// (meal, food, time, calories), commercial spec §3. Pure.

export type Intensity = "High" | "Medium" | "Low";

/**
 * Intensity from the pace of the work: completed sets per minute. A set every 2.5 minutes or less
 * (0.4 a minute) is High, every 5 minutes or less Medium, slower Low: rest is what makes a session easy.
 */
export function intensityOf(completedSets: number, minutes: number): Intensity {
  const pace = minutes > 0 ? completedSets / minutes : 0;
  return pace >= 0.4 ? "High" : pace >= 0.2 ? "Medium" : "Low";
}

export type FinishedWorkout = { id: number; name: string | null; startTime: Date; endTime: Date; volumeKg: number; completedSets: number };
export type WorkoutHistoryItem = {
  id: number;
  name: string;
  date: string;
  durationMinutes: number;
  volumeKg: number;
  intensity: Intensity;
};

export const minutesOf = (workout: Pick<FinishedWorkout, "startTime" | "endTime">) =>
  Math.max(0, Math.round((workout.endTime.getTime() - workout.startTime.getTime()) / 60_000));

export function workoutHistory(workouts: FinishedWorkout[], timeZone: string): WorkoutHistoryItem[] {
  return [...workouts]
    .sort((a, b) => b.endTime.getTime() - a.endTime.getTime())
    .map((workout) => {
      const durationMinutes = minutesOf(workout);
      return {
        id: workout.id,
        name: workout.name ?? "Workout",
        date: localDateOf(workout.endTime, timeZone),
        durationMinutes,
        volumeKg: Math.round(workout.volumeKg),
        intensity: intensityOf(workout.completedSets, durationMinutes),
      };
    });
}

export type LoggedMeal = { id: number; name: string; mealType: string; eatenAt: Date; totalCalories: number };
export type TimelineItem = { id: number; meal: string; food: string; time: string; calories: number };

export function nutritionTimeline(meals: LoggedMeal[], timeZone: string): TimelineItem[] {
  return [...meals]
    .sort((a, b) => b.eatenAt.getTime() - a.eatenAt.getTime())
    .map((meal) => ({
      id: meal.id,
      meal: mealTypeTitle(meal.mealType),
      food: meal.name,
      time: localDateTimeOf(meal.eatenAt, timeZone),
      calories: Math.round(meal.totalCalories),
    }));
}
