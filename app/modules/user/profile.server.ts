import { db } from "~/db.server";

/** The profile fields of spec core §3, plus the account's id, tier and guest flag. */
export type Profile = {
  id: number;
  username: string | null;
  email: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  activityLevel: string | null;
  goal: string | null;
  dailyCalorieGoal: number;
  dietaryRestrictions: string[];
  trackCalories: boolean;
  trackWorkouts: boolean;
  timeZone: string;
  tier: string;
  firstName: string | null;
  lastName: string | null;
  isGuest: boolean;
};

export async function getProfile(userId: number): Promise<Profile | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    age: user.age,
    height: user.height,
    weight: user.weight,
    activityLevel: user.activityLevel,
    goal: user.goal,
    dailyCalorieGoal: user.dailyCalorieGoal,
    dietaryRestrictions: Array.isArray(user.dietaryRestrictions) ? (user.dietaryRestrictions as string[]) : [],
    trackCalories: user.trackCalories,
    trackWorkouts: user.trackWorkouts,
    timeZone: user.timeZone,
    tier: user.tier,
    firstName: user.firstName,
    lastName: user.lastName,
    isGuest: user.isGuest,
  };
}
