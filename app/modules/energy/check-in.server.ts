import { z } from "zod";
import { db } from "~/db.server";
import { computed, readRow, typedRead } from "~/db-read.server";
import { addDays } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { lockRow } from "~/modules/row-lock.server";
import { userToday } from "~/modules/user/clock.server";
import { getProfile } from "~/modules/user/profile.server";
import { GOALS } from "~/modules/user/profile-fields";
import { validate } from "~/modules/validate";
import { weightTrend } from "~/modules/weight/log.server";
import {
  CHECK_IN_DAYS,
  CHECK_IN_DECISIONS,
  CheckInInput,
  CheckInQuery,
  defaultPaceKg,
  goalRate,
  nextCheckInOn,
  NOTHING_YET,
  paceVerdict,
  proposeTarget,
  targetAfter,
  type Goal,
} from "./check-in";
import { currentExpenditure, ExpenditureAnswer } from "./expenditure.server";

// The weekly check-in (issue 41 item 5): reading it changes nothing; only the member's answer does.

const HISTORY = 12;

/** A check-in as its history (and the export) shows it. */
export const CHECK_IN_FIELDS = {
  id: true,
  date: true,
  estimateKcal: true,
  confidence: true,
  trendKgPerWeek: true,
  goal: true,
  paceKgPerWeek: true,
  proposedKcal: true,
  previousKcal: true,
  targetKcal: true,
  decision: true,
} as const;

export const CheckInRecord = z.object({
  id: z.number(),
  date: z.string(),
  estimateKcal: z.number(),
  confidence: z.number(),
  trendKgPerWeek: z.number().nullable(),
  goal: z.enum(GOALS),
  paceKgPerWeek: z.number(),
  proposedKcal: z.number(),
  previousKcal: z.number(),
  targetKcal: z.number(),
  decision: z.enum(CHECK_IN_DECISIONS),
});
export type CheckInRecord = z.infer<typeof CheckInRecord>;

export const CheckInView = z.object({
  today: z.string(),
  due: z.boolean(),
  nextOn: z.string(),
  currentKcal: z.number(),
  goal: z.enum(GOALS),
  paceKgPerWeek: z.number(),
  goalKgPerWeek: z.number(),
  trendKgPerWeek: z.number().nullable(),
  verdict: z.enum(["unknown", "on pace", "faster", "slower"]),
  estimate: ExpenditureAnswer.nullable(),
  proposal: z
    .object({
      proposedKcal: z.number(),
      changeKcal: z.number(),
      macros: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
    })
    .nullable(),
  history: z.array(CheckInRecord),
});
export type CheckInView = z.infer<typeof CheckInView>;

const asRecord = (row: { goal: string; decision: string } & Omit<CheckInRecord, "goal" | "decision">) => row as CheckInRecord;

async function lastCheckIns(userId: number, take = HISTORY) {
  const rows = await db.checkIn.findMany({ where: { userId }, orderBy: [{ date: "desc" }, { id: "desc" }], take, select: CHECK_IN_FIELDS });
  return rows.map(asRecord);
}

/** Whether a check-in is due, read on every Home: one statement. */
const CHECK_IN_DATES = typedRead({
  name: "a member's last check-in and first weigh-in",
  sql: `SELECT (SELECT MAX("date") FROM "CheckIn" WHERE "userId" = $1) AS "lastCheckIn", (SELECT MIN("date") FROM "WeightEntry" WHERE "userId" = $1) AS "firstWeighIn"`,
  params: ["userId"],
  columns: { lastCheckIn: computed("text", { nullable: true }), firstWeighIn: computed("text", { nullable: true }) },
});

/** Whether a check-in is due today, cheaply (Home's link): a week since the last one, and a week since the first weigh-in. */
export async function checkInDue(userId: number, today: string): Promise<boolean> {
  const dates = await readRow(CHECK_IN_DATES, { userId });
  const firstWeighIn = dates?.firstWeighIn ?? null;
  return (
    firstWeighIn !== null && firstWeighIn <= addDays(today, -CHECK_IN_DAYS) && nextCheckInOn(dates?.lastCheckIn ?? null, today) <= today
  );
}

/**
 * What the check-in shows (the screen and GET /api/check-in): whether one is due, the estimate, the
 * trend's rate against the goal's, the proposal for the goal and pace asked (the profile's goal and
 * the last pace by default), and the history. Reads only.
 */
export async function getCheckIn(userId: number, rawQuery: unknown = {}): Promise<CheckInView> {
  const query = validate(CheckInQuery, rawQuery ?? {});
  const [profile, today, history] = await Promise.all([getProfile(userId), userToday(userId), lastCheckIns(userId)]);
  if (!profile) throw new DomainError(404, "User not found");
  const [estimate, trend] = await Promise.all([currentExpenditure(userId), weightTrend(userId, today)]);
  const goal = query.goal ?? ((GOALS as readonly string[]).includes(profile.goal ?? "") ? (profile.goal as Goal) : "maintain");
  const paceKgPerWeek = query.pace ?? (history.find((row) => row.paceKgPerWeek > 0)?.paceKgPerWeek || defaultPaceKg(profile.units));
  const goalKgPerWeek = goalRate(goal, paceKgPerWeek);
  const nextOn = nextCheckInOn(history[0]?.date ?? null, today);
  const proposal = estimate && proposeTarget(estimate.estimateKcal, goal, paceKgPerWeek);
  return {
    today,
    due: nextOn <= today,
    nextOn,
    currentKcal: profile.dailyCalorieGoal,
    goal,
    paceKgPerWeek,
    goalKgPerWeek,
    trendKgPerWeek: trend.weeklyRate,
    verdict: paceVerdict(trend.weeklyRate, goalKgPerWeek),
    estimate: estimate && ExpenditureAnswer.parse(estimate),
    proposal: proposal && {
      proposedKcal: proposal.proposedKcal,
      changeKcal: proposal.proposedKcal - profile.dailyCalorieGoal,
      macros: proposal.macros,
    },
    history,
  };
}

/**
 * The member's answer to a due check-in: `accepted` sets the calorie goal (and the profile's goal)
 * to the proposal, worked out again here from the goal and pace they chose; `adjusted` to their own
 * target; `kept` changes nothing but the history. One a week; each is kept, in one transaction with
 * the goal's change.
 */
export async function recordCheckIn(userId: number, rawInput: unknown): Promise<CheckInRecord> {
  const input = validate(CheckInInput, rawInput ?? {});
  const view = await getCheckIn(userId, { goal: input.goal, pace: input.paceKgPerWeek });
  if (!view.estimate || !view.proposal) throw new DomainError(409, NOTHING_YET);
  const { estimate, proposal } = view;
  if (input.proposedKcal !== undefined && input.proposedKcal !== proposal.proposedKcal) {
    throw new DomainError(409, `The proposal has changed to ${proposal.proposedKcal} kcal since you looked: look again before you answer`);
  }
  return db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    const [last, user] = await Promise.all([
      tx.checkIn.findFirst({ where: { userId }, orderBy: { date: "desc" }, select: { date: true } }),
      tx.user.findUniqueOrThrow({ where: { id: userId }, select: { dailyCalorieGoal: true } }),
    ]);
    const nextOn = nextCheckInOn(last?.date ?? null, view.today);
    if (nextOn > view.today) throw new DomainError(409, `You checked in this week: your next check-in is on ${nextOn}`);
    const targetKcal = targetAfter(input.decision, proposal.proposedKcal, input.targetKcal, user.dailyCalorieGoal);
    const row = await tx.checkIn.create({
      data: {
        userId,
        date: view.today,
        estimateKcal: estimate.estimateKcal,
        confidence: estimate.confidence,
        trendKgPerWeek: view.trendKgPerWeek,
        goal: view.goal,
        paceKgPerWeek: view.goal === "maintain" ? 0 : view.paceKgPerWeek,
        proposedKcal: proposal.proposedKcal,
        previousKcal: user.dailyCalorieGoal,
        targetKcal,
        decision: input.decision,
      },
      select: CHECK_IN_FIELDS,
    });
    if (input.decision !== "kept") await tx.user.update({ where: { id: userId }, data: { dailyCalorieGoal: targetKcal, goal: view.goal } });
    return asRecord(row);
  });
}
