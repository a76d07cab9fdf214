import { z } from "zod";
import { db } from "~/db.server";
import { tierNow } from "./tiers";
import { latestWeight } from "~/modules/weight/log.server";
import { isUnits, UNIT_SYSTEMS } from "~/modules/units/units";

/** The profile fields of spec core §3, plus the account's id, tier now (a running pass counts) and guest flag (GET and PUT /api/user/{userId}). */
export const ProfileAnswer = z.object({
  id: z.number(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  /** kg: the weight log's latest entry (app/modules/weight) */
  weight: z.number().nullable(),
  sex: z.string().nullable(),
  activityLevel: z.string().nullable(),
  goal: z.string().nullable(),
  dailyCalorieGoal: z.number(),
  dietaryRestrictions: z.array(z.string()),
  trackCalories: z.boolean(),
  trackWorkouts: z.boolean(),
  timeZone: z.string(),
  /** metric | us: how the screens show amounts; this API's amounts are metric whatever it is */
  units: z.enum(UNIT_SYSTEMS),
  tier: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isGuest: z.boolean(),
});
export type Profile = z.infer<typeof ProfileAnswer>;

export async function getProfile(userId: number): Promise<Profile | null> {
  const [user, weight] = await Promise.all([db.user.findUnique({ where: { id: userId } }), latestWeight(userId)]);
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    age: user.age,
    height: user.height,
    weight: weight?.kg ?? null,
    sex: user.sex,
    activityLevel: user.activityLevel,
    goal: user.goal,
    dailyCalorieGoal: user.dailyCalorieGoal,
    dietaryRestrictions: Array.isArray(user.dietaryRestrictions) ? (user.dietaryRestrictions as string[]) : [],
    trackCalories: user.trackCalories,
    trackWorkouts: user.trackWorkouts,
    timeZone: user.timeZone,
    units: isUnits(user.units) ? user.units : "metric",
    tier: tierNow(user),
    firstName: user.firstName,
    lastName: user.lastName,
    isGuest: user.isGuest,
  };
}
