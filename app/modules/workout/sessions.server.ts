import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import {
  AddExerciseInput,
  CompleteSessionInput,
  LogSetInput,
  RemoveExerciseInput,
  SetRefInput,
  StartSessionInput,
  UpdateSetInput,
  UpdateTargetsInput,
} from "./inputs";
import { defaultRestSeconds, DEFAULT_TARGET_SETS } from "./plan";
import { bestOf, flagRecords, totalVolume, type Best, type RecordFlags } from "./stats";
import { elapsedSeconds, restEnd } from "./timer";

// A workout lives in the database from the first planned exercise to Finish (stateless servers):
// planned (startTime null) → active (endTime null) → finished. `openUserId` is the user's id while
// the session is planned or active, so the database itself allows one open session per user.

export const NO_ACTIVE_WORKOUT = "No active workout";
/** How far a client's startTime or endTime may be from the server's clock. */
const MAX_CLOCK_SKEW_MS = 60_000;
const MAX_SESSION_MS = 24 * 3600_000;

const muscles = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const sessionInclude = {
  exercises: {
    orderBy: { position: "asc" },
    include: { exercise: true, sets: { orderBy: { position: "asc" } } },
  },
} as const;

type SessionRow = NonNullable<Awaited<ReturnType<typeof findOpen>>>;

function findOpen(client: Tx | typeof db, userId: number) {
  return client.workoutSession.findUnique({ where: { openUserId: userId }, include: sessionInclude });
}

export type WorkoutStatus = "planned" | "active" | "finished";

export type WorkoutSetView = {
  id: number;
  position: number;
  reps: number | null;
  weight: number | null;
  restTime: number;
  completed: boolean;
  completedAt: string | null;
  /** Beaten records: heaviest weight, best estimated 1RM (Epley), against everything lifted before. */
  record: RecordFlags;
};

export type WorkoutExerciseView = {
  id: number;
  exerciseId: number;
  position: number;
  targetSets: number;
  targetReps: number | null;
  targetWeight: number | null;
  restSeconds: number;
  exercise: {
    id: number;
    name: string;
    category: string;
    description: string;
    equipment: string | null;
    mechanic: string | null;
    muscleGroups: string[];
  };
  sets: WorkoutSetView[];
  /** The sets of this exercise in the last finished session that had it. */
  previous: { endTime: string; sets: { reps: number | null; weight: number | null }[] } | null;
  /** The best before this session, null when it was never done. */
  best: Best | null;
};

export type WorkoutView = {
  id: number;
  userId: number;
  name: string;
  status: WorkoutStatus;
  startTime: string | null;
  endTime: string | null;
  restStartedAt: string | null;
  restEndsAt: string | null;
  totalVolume: number;
  exercises: WorkoutExerciseView[];
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf(session: { startTime: Date | null; endTime: Date | null }): WorkoutStatus {
  return session.endTime ? "finished" : session.startTime ? "active" : "planned";
}

/** Each exercise's last finished appearance and its best before `sessionId`. */
async function historyOf(userId: number, exerciseIds: number[], sessionId: number) {
  const rows = await db.workoutExercise.findMany({
    where: { exerciseId: { in: exerciseIds }, session: { userId, endTime: { not: null }, id: { not: sessionId } } },
    include: { sets: { where: { completed: true }, orderBy: { position: "asc" } }, session: { select: { endTime: true } } },
    orderBy: [{ session: { endTime: "desc" } }, { position: "asc" }],
  });
  const history = new Map<number, { previous: WorkoutExerciseView["previous"]; best: Best | null }>();
  for (const row of rows) {
    const entry = history.get(row.exerciseId) ?? { previous: null, best: null };
    if (!entry.previous && row.sets.length > 0) {
      entry.previous = { endTime: row.session.endTime!.toISOString(), sets: row.sets.map(({ reps, weight }) => ({ reps, weight })) };
    }
    if (row.sets.length > 0) entry.best = bestOf(row.sets, entry.best ?? undefined);
    history.set(row.exerciseId, entry);
  }
  return history;
}

async function toView(session: SessionRow): Promise<WorkoutView> {
  const history = await historyOf(session.userId, [...new Set(session.exercises.map((e) => e.exerciseId))], session.id);
  return {
    id: session.id,
    userId: session.userId,
    name: session.name ?? "Workout",
    status: statusOf(session),
    startTime: iso(session.startTime),
    endTime: iso(session.endTime),
    restStartedAt: iso(session.restStartedAt),
    restEndsAt: iso(session.restEndsAt),
    totalVolume: session.totalVolume ?? totalVolume(session.exercises.flatMap((e) => e.sets)),
    exercises: session.exercises.map((row) => {
      const past = history.get(row.exerciseId) ?? { previous: null, best: null };
      const flags = flagRecords(past.best, row.sets);
      return {
        id: row.id,
        exerciseId: row.exerciseId,
        position: row.position,
        targetSets: row.targetSets ?? DEFAULT_TARGET_SETS,
        targetReps: row.targetReps,
        targetWeight: row.targetWeight,
        restSeconds: row.restSeconds,
        exercise: {
          id: row.exercise.id,
          name: row.exercise.name,
          category: row.exercise.category,
          description: row.exercise.description,
          equipment: row.exercise.equipment,
          mechanic: row.exercise.mechanic,
          muscleGroups: [...new Set([...muscles(row.exercise.primaryMuscles), ...muscles(row.exercise.secondaryMuscles)])],
        },
        sets: row.sets.map((set, i) => ({
          id: set.id,
          position: set.position,
          reps: set.reps,
          weight: set.weight,
          restTime: set.restTime,
          completed: set.completed,
          completedAt: iso(set.completedAt),
          record: flags[i]!,
        })),
        previous: past.previous,
        best: past.best,
      };
    }),
  };
}

/** The user's open workout, planned or active, or null. */
export async function getOpenWorkout(userId: number): Promise<WorkoutView | null> {
  const session = await findOpen(db, userId);
  return session ? toView(session) : null;
}

/** The user's active (started, not finished) workout, or null. */
export async function getActiveWorkout(userId: number): Promise<WorkoutView | null> {
  const session = await findOpen(db, userId);
  return session?.startTime ? toView(session) : null;
}

/** GET /api/workout-session/{userId}: the active workout, else 404 "No active workout". */
export async function requireActiveWorkout(userId: number): Promise<WorkoutView> {
  const view = await getActiveWorkout(userId);
  if (!view) throw new DomainError(404, NO_ACTIVE_WORKOUT);
  return view;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

async function openOrCreate(tx: Tx, userId: number) {
  const open = await tx.workoutSession.findUnique({ where: { openUserId: userId } });
  return open ?? tx.workoutSession.create({ data: { userId, openUserId: userId } });
}

async function requireExercise(client: Tx | typeof db, exerciseId: number) {
  const exercise = await client.exercise.findUnique({ where: { id: exerciseId } });
  if (!exercise) throw new DomainError(404, `Exercise ${exerciseId} not found`);
  return exercise;
}

/** The last set of this exercise the user lifted in a finished session: the default target. */
async function lastLifted(client: Tx | typeof db, userId: number, exerciseId: number) {
  return client.workoutSet.findFirst({
    where: { completed: true, workoutExercise: { exerciseId, session: { userId, endTime: { not: null } } } },
    orderBy: [{ workoutExercise: { session: { endTime: "desc" } } }, { position: "desc" }],
    select: { reps: true, weight: true },
  });
}

/** Adds an exercise to the user's open workout (planning one if there is none), with default targets. */
export async function addExercise(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { exerciseId } = validate(AddExerciseInput, rawInput);
  const exercise = await requireExercise(db, exerciseId);
  const last = await lastLifted(db, userId, exerciseId);
  try {
    await db.$transaction(async (tx) => {
      const session = await openOrCreate(tx, userId);
      const rows = await tx.workoutExercise.findMany({ where: { sessionId: session.id }, select: { exerciseId: true, position: true } });
      if (rows.some((row) => row.exerciseId === exerciseId)) throw new DomainError(409, `${exercise.name} is already in this workout`);
      await tx.workoutExercise.create({
        data: {
          sessionId: session.id,
          exerciseId,
          position: Math.max(0, ...rows.map((row) => row.position)) + 1,
          targetSets: DEFAULT_TARGET_SETS,
          targetReps: last?.reps ?? null,
          targetWeight: last?.weight ?? null,
          restSeconds: defaultRestSeconds(exercise.mechanic),
        },
      });
    });
  } catch (error) {
    // Two first adds at once: the other one created the session; adding again finds it.
    if (isUniqueViolation(error)) return addExercise(userId, rawInput);
    throw error;
  }
  return { name: exercise.name };
}

async function requireOpenExercise(tx: Tx | typeof db, userId: number, workoutExerciseId: number) {
  const row = await tx.workoutExercise.findFirst({
    where: { id: workoutExerciseId, session: { openUserId: userId } },
    include: { exercise: true, session: true, _count: { select: { sets: true } } },
  });
  if (!row) throw new DomainError(404, "That exercise is not in your current workout");
  return row;
}

/** Takes an exercise out of the open workout; one with logged sets keeps them (delete the sets first). */
export async function removeExercise(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { workoutExerciseId } = validate(RemoveExerciseInput, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireOpenExercise(tx, userId, workoutExerciseId);
    if (row._count.sets > 0) throw new DomainError(409, `${row.exercise.name} has logged sets: delete them first`);
    await tx.workoutExercise.delete({ where: { id: row.id } });
    return { name: row.exercise.name };
  });
}

/** Changes an exercise's plan; a field left empty goes back to its default. */
export async function updateTargets(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const input = validate(UpdateTargetsInput, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireOpenExercise(tx, userId, input.workoutExerciseId);
    await tx.workoutExercise.update({
      where: { id: row.id },
      data: {
        targetSets: input.targetSets ?? DEFAULT_TARGET_SETS,
        targetReps: input.targetReps ?? null,
        targetWeight: input.targetWeight ?? null,
        restSeconds: input.restSeconds ?? defaultRestSeconds(row.exercise.mechanic),
      },
    });
    return { name: row.exercise.name };
  });
}

/** The spec's bodies carry userId: it must be the signed-in user's (another user's session → 403). */
function checkOwnUserId(input: { userId?: number }, userId: number) {
  if (input.userId !== undefined && input.userId !== userId) throw new DomainError(403, "You can only access your own workouts");
}

function checkClientTime(time: Date, now: Date, what: string) {
  if (time.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) throw new DomainError(400, `${what} is in the future`);
  if (time.getTime() < now.getTime() - MAX_SESSION_MS) throw new DomainError(400, `${what} is more than 24 hours ago`);
}

/** Start (screens): the planned workout becomes active now. Needs at least one exercise. */
export async function startWorkout(userId: number, now = new Date()): Promise<WorkoutView> {
  const session = await findOpen(db, userId);
  if (session?.startTime) throw new DomainError(409, "A workout is already active");
  if (!session || session.exercises.length === 0) throw new DomainError(409, "Add an exercise before starting");
  const { count } = await db.workoutSession.updateMany({ where: { id: session.id, startTime: null }, data: { startTime: now } });
  if (count === 0) throw new DomainError(409, "A workout is already active");
  return toView((await findOpen(db, userId))!);
}

type SessionExerciseInput = NonNullable<ReturnType<typeof CompleteSessionInput.parse>["exercises"]>[number];

async function createExerciseRows(tx: Tx, sessionId: number, entries: SessionExerciseInput[], firstPosition: number, at: Date) {
  for (const [i, entry] of entries.entries()) {
    const exercise = await requireExercise(tx, entry.exerciseId);
    const restSeconds = entry.restSeconds ?? defaultRestSeconds(exercise.mechanic);
    await tx.workoutExercise.create({
      data: {
        sessionId,
        exerciseId: entry.exerciseId,
        position: firstPosition + i,
        targetSets: entry.targetSets ?? DEFAULT_TARGET_SETS,
        targetReps: entry.targetReps ?? null,
        targetWeight: entry.targetWeight ?? null,
        restSeconds,
        sets: {
          create: (entry.sets ?? []).map((set, j) => ({
            position: j + 1,
            reps: set.reps,
            weight: set.weight,
            restTime: set.restTime ?? restSeconds,
            completed: true,
            completedAt: at,
          })),
        },
      },
    });
  }
}

/**
 * POST /api/workout-sessions (spec core §7): starts a workout with the given exercises (replacing
 * a planned one). 409 while another workout is active.
 */
export async function createWorkout(userId: number, rawInput: unknown, now = new Date()): Promise<WorkoutView> {
  const input = validate(StartSessionInput, rawInput);
  checkOwnUserId(input, userId);
  const startTime = input.startTime ? new Date(input.startTime) : now;
  checkClientTime(startTime, now, "startTime");
  try {
    await db.$transaction(async (tx) => {
      const open = await tx.workoutSession.findUnique({ where: { openUserId: userId } });
      if (open?.startTime) throw new DomainError(409, "A workout is already active");
      if (open) await tx.workoutSession.delete({ where: { id: open.id } });
      const session = await tx.workoutSession.create({ data: { userId, openUserId: userId, name: input.name || null, startTime } });
      await createExerciseRows(tx, session.id, input.exercises, 1, startTime);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "A workout is already active");
    throw error;
  }
  return toView((await findOpen(db, userId))!);
}

export type LoggedSet = {
  workoutExerciseId: number;
  name: string;
  weight: number;
  reps: number;
  /** Sets of this exercise still planned after this one (0 when its target is reached). */
  setsLeft: number;
  restEndsAt: string | null;
  record: RecordFlags;
};

/** Logs a completed set and starts the rest countdown for that exercise's rest time. */
export async function logSet(userId: number, rawInput: unknown, now = new Date()): Promise<LoggedSet> {
  const input = validate(LogSetInput, rawInput);
  const logged = await db.$transaction(async (tx) => {
    const row = await requireOpenExercise(tx, userId, input.workoutExerciseId);
    if (!row.session.startTime) throw new DomainError(409, "Start the workout before logging sets");
    const last = await tx.workoutSet.findFirst({ where: { workoutExerciseId: row.id }, orderBy: { position: "desc" } });
    await tx.workoutSet.create({
      data: {
        workoutExerciseId: row.id,
        position: (last?.position ?? 0) + 1,
        reps: input.reps,
        weight: input.weight,
        restTime: row.restSeconds,
        completed: true,
        completedAt: now,
      },
    });
    const restEndsAt = row.restSeconds > 0 ? restEnd(now, row.restSeconds) : null;
    await tx.workoutSession.update({
      where: { id: row.sessionId },
      data: { restStartedAt: restEndsAt ? now : null, restEndsAt },
    });
    return { row, restEndsAt };
  });
  const view = await getOpenWorkout(userId);
  const exercise = view?.exercises.find((e) => e.id === input.workoutExerciseId);
  const sets = exercise?.sets ?? [];
  return {
    workoutExerciseId: input.workoutExerciseId,
    setsLeft: Math.max(0, (exercise?.targetSets ?? 0) - sets.length),
    name: logged.row.exercise.name,
    weight: input.weight,
    reps: input.reps,
    restEndsAt: iso(logged.restEndsAt),
    record: sets.at(-1)?.record ?? { weight: false, oneRepMax: false },
  };
}

async function requireOwnSet(tx: Tx, userId: number, setId: number) {
  const set = await tx.workoutSet.findFirst({
    where: { id: setId, workoutExercise: { session: { userId } } },
    include: { workoutExercise: { include: { exercise: true, session: true } } },
  });
  if (!set) throw new DomainError(404, "Set not found");
  return set;
}

/** A finished session's stored volume follows edits to its sets. */
async function refreshVolume(tx: Tx, session: { id: number; endTime: Date | null }) {
  if (!session.endTime) return;
  const sets = await tx.workoutSet.findMany({ where: { workoutExercise: { sessionId: session.id } } });
  await tx.workoutSession.update({ where: { id: session.id }, data: { totalVolume: totalVolume(sets) } });
}

export async function updateSet(userId: number, rawInput: unknown): Promise<{ name: string; weight: number; reps: number }> {
  const input = validate(UpdateSetInput, rawInput);
  return db.$transaction(async (tx) => {
    const set = await requireOwnSet(tx, userId, input.setId);
    await tx.workoutSet.update({ where: { id: set.id }, data: { weight: input.weight, reps: input.reps } });
    await refreshVolume(tx, set.workoutExercise.session);
    return { name: set.workoutExercise.exercise.name, weight: input.weight, reps: input.reps };
  });
}

export async function deleteSet(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const input = validate(SetRefInput, rawInput);
  return db.$transaction(async (tx) => {
    const set = await requireOwnSet(tx, userId, input.setId);
    await tx.workoutSet.delete({ where: { id: set.id } });
    await refreshVolume(tx, set.workoutExercise.session);
    return { name: set.workoutExercise.exercise.name };
  });
}

/** Skip Rest: the countdown stops. */
export async function skipRest(userId: number): Promise<void> {
  const { count } = await db.workoutSession.updateMany({
    where: { openUserId: userId, startTime: { not: null } },
    data: { restStartedAt: null, restEndsAt: null },
  });
  if (count === 0) throw new DomainError(409, NO_ACTIVE_WORKOUT);
}

export type FinishedWorkout = {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  durationSeconds: number;
  totalVolume: number;
  completedSets: number;
  exercises: number;
};

/**
 * Finish (spec core §4, §7): ends the active workout, storing total volume (Σ weight × reps over
 * completed sets). Sets sent in `exercises` that the server does not have yet (a client that kept
 * them locally) are logged first. Finishing with no active workout, or twice: 409 "No active workout".
 */
export async function finishWorkout(userId: number, rawInput: unknown = {}, now = new Date()): Promise<FinishedWorkout> {
  const input = validate(CompleteSessionInput, rawInput);
  checkOwnUserId(input, userId);
  const endTime = input.endTime ? new Date(input.endTime) : now;
  checkClientTime(endTime, now, "endTime");
  return db.$transaction(async (tx) => {
    const session = await findOpen(tx, userId);
    if (!session?.startTime) throw new DomainError(409, NO_ACTIVE_WORKOUT);
    if (endTime < session.startTime) throw new DomainError(400, "endTime is before the workout started");
    if (input.exercises) await reconcile(tx, session, input.exercises, endTime);
    const sets = await tx.workoutSet.findMany({ where: { workoutExercise: { sessionId: session.id } } });
    const volume = totalVolume(sets);
    const { count } = await tx.workoutSession.updateMany({
      where: { id: session.id, endTime: null },
      data: { endTime, openUserId: null, restStartedAt: null, restEndsAt: null, totalVolume: volume },
    });
    if (count === 0) throw new DomainError(409, NO_ACTIVE_WORKOUT);
    return {
      id: session.id,
      name: session.name ?? "Workout",
      startTime: session.startTime.toISOString(),
      endTime: endTime.toISOString(),
      durationSeconds: elapsedSeconds(session.startTime, endTime),
      totalVolume: volume,
      completedSets: sets.filter((set) => set.completed).length,
      exercises: await tx.workoutExercise.count({ where: { sessionId: session.id } }),
    };
  });
}

/** Logs the sets of `exercises` beyond those the server has, matching exercises by id in order. */
async function reconcile(tx: Tx, session: SessionRow, entries: SessionExerciseInput[], at: Date) {
  const unmatched = [...session.exercises];
  const extra: SessionExerciseInput[] = [];
  for (const entry of entries) {
    const index = unmatched.findIndex((row) => row.exerciseId === entry.exerciseId);
    if (index < 0) {
      extra.push(entry);
      continue;
    }
    const [row] = unmatched.splice(index, 1);
    const missing = (entry.sets ?? []).slice(row!.sets.length);
    await tx.workoutSet.createMany({
      data: missing.map((set, j) => ({
        workoutExerciseId: row!.id,
        position: row!.sets.length + j + 1,
        reps: set.reps,
        weight: set.weight,
        restTime: set.restTime ?? row!.restSeconds,
        completed: true,
        completedAt: at,
      })),
    });
  }
  await createExerciseRows(tx, session.id, extra, Math.max(0, ...session.exercises.map((row) => row.position)) + 1, at);
}

export type HistoryItem = {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  durationSeconds: number;
  totalVolume: number;
  completedSets: number;
  exercises: string[];
};

/** Finished workouts, newest first. */
export async function listHistory(userId: number, limit = 20): Promise<HistoryItem[]> {
  const rows = await db.workoutSession.findMany({
    where: { userId, endTime: { not: null } },
    orderBy: { endTime: "desc" },
    take: limit,
    include: sessionInclude,
  });
  return rows.map((row) => {
    const sets = row.exercises.flatMap((e) => e.sets);
    return {
      id: row.id,
      name: row.name ?? "Workout",
      startTime: row.startTime!.toISOString(),
      endTime: row.endTime!.toISOString(),
      durationSeconds: elapsedSeconds(row.startTime!, row.endTime!),
      totalVolume: row.totalVolume ?? totalVolume(sets),
      completedSets: sets.filter((set) => set.completed).length,
      exercises: row.exercises.map((e) => e.exercise.name),
    };
  });
}
