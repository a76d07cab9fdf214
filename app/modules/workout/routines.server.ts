import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { MAX_ROUTINES, TOO_MANY_ROUTINES } from "./bounds";
import { checkExerciseRoom, lockMemberWorkouts } from "./bounds.server";
import {
  AddRoutineExerciseInput,
  CreateRoutineInput,
  MoveRoutineExerciseInput,
  RenameRoutineInput,
  ReplaceRoutineInput,
  RoutineExerciseRef,
  RoutineIdSchema,
  RoutineRef,
  UpdateRoutineExerciseInput,
} from "./inputs";
import { DEFAULT_REST_SECONDS, DEFAULT_TARGET_SETS } from "./plan";
import { requireExercise } from "./session-rows.server";

// Routines (issue 42): named workouts to start from, each exercise with its target sets, reps,
// weight and rest, in order. The JSON doors replace a routine whole; the screen edits it one form at a time.

export const ROUTINE_NOT_FOUND = "Routine not found";

export type RoutineView = {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  exercises: {
    id: number;
    exerciseId: number;
    name: string;
    position: number;
    targetSets: number;
    targetReps: number | null;
    targetWeight: number | null;
    restSeconds: number;
  }[];
};

const routineInclude = { exercises: { orderBy: { position: "asc" }, include: { exercise: { select: { name: true } } } } } as const;

type RoutineRow = NonNullable<Awaited<ReturnType<typeof findRoutine>>>;

function findRoutine(client: Tx | typeof db, userId: number, routineId: number) {
  return client.routine.findFirst({ where: { id: routineId, userId }, include: routineInclude });
}

function toView(row: RoutineRow): RoutineView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    exercises: row.exercises.map((entry) => ({
      id: entry.id,
      exerciseId: entry.exerciseId,
      name: entry.exercise.name,
      position: entry.position,
      targetSets: entry.targetSets,
      targetReps: entry.targetReps,
      targetWeight: entry.targetWeight,
      restSeconds: entry.restSeconds,
    })),
  };
}

async function requireRoutine(client: Tx | typeof db, userId: number, routineId: number): Promise<RoutineRow> {
  const row = await findRoutine(client, userId, routineId);
  if (!row) throw new DomainError(404, ROUTINE_NOT_FOUND);
  return row;
}

type Targets = { exerciseId: number; targetSets?: number; targetReps?: number; targetWeight?: number; restSeconds?: number };

/** Rows of a routine's exercises, in the order given; each exercise must be in the library (404). */
async function exerciseRows(tx: Tx, exercises: Targets[]) {
  for (const entry of exercises) await requireExercise(tx, entry.exerciseId);
  return exercises.map((entry, i) => ({
    exerciseId: entry.exerciseId,
    position: i + 1,
    targetSets: entry.targetSets ?? DEFAULT_TARGET_SETS,
    targetReps: entry.targetReps ?? null,
    targetWeight: entry.targetWeight ?? null,
    restSeconds: entry.restSeconds ?? DEFAULT_REST_SECONDS,
  }));
}

/** A finished workout's exercises as targets: the sets it had, the weight and reps of its last set. */
async function targetsOfWorkout(tx: Tx, userId: number, sessionId: number): Promise<Targets[]> {
  const session = await tx.workoutSession.findFirst({
    where: { id: sessionId, userId, endTime: { not: null } },
    include: {
      exercises: { orderBy: { position: "asc" }, include: { sets: { where: { completed: true }, orderBy: { position: "asc" } } } },
    },
  });
  if (!session) throw new DomainError(404, "Workout not found");
  return session.exercises.map((row) => ({
    exerciseId: row.exerciseId,
    targetSets: row.sets.length || (row.targetSets ?? DEFAULT_TARGET_SETS),
    targetReps: row.sets.at(-1)?.reps ?? row.targetReps ?? undefined,
    targetWeight: row.sets.at(-1)?.weight ?? row.targetWeight ?? undefined,
    restSeconds: row.restSeconds,
  }));
}

export async function listRoutines(userId: number): Promise<RoutineView[]> {
  const rows = await db.routine.findMany({ where: { userId }, include: routineInclude, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toView);
}

export async function getRoutine(userId: number, routineId: unknown): Promise<RoutineView> {
  return toView(await requireRoutine(db, userId, validate(RoutineIdSchema, routineId)));
}

/** A new routine from a name and exercises, or from a finished workout (`fromWorkoutId`); at most MAX_ROUTINES each. */
export async function createRoutine(userId: number, rawInput: unknown): Promise<RoutineView> {
  const input = validate(CreateRoutineInput, rawInput);
  if (input.exercises && input.fromWorkoutId) throw new DomainError(400, "Send exercises or fromWorkoutId, not both");
  const id = await db.$transaction(async (tx) => {
    await lockMemberWorkouts(tx, userId);
    if ((await tx.routine.count({ where: { userId } })) >= MAX_ROUTINES) throw new DomainError(409, TOO_MANY_ROUTINES);
    const exercises = input.fromWorkoutId ? await targetsOfWorkout(tx, userId, input.fromWorkoutId) : (input.exercises ?? []);
    checkExerciseRoom(0, exercises.length);
    const routine = await tx.routine.create({
      data: { userId, name: input.name, exercises: { create: await exerciseRows(tx, exercises) } },
    });
    return routine.id;
  });
  return getRoutine(userId, id);
}

/** PUT: the routine's name and exercises replaced whole (their order is the new order). */
export async function replaceRoutine(userId: number, routineId: unknown, rawInput: unknown): Promise<RoutineView> {
  const id = validate(RoutineIdSchema, routineId);
  const input = validate(ReplaceRoutineInput, rawInput);
  await db.$transaction(async (tx) => {
    await requireRoutine(tx, userId, id);
    const rows = await exerciseRows(tx, input.exercises);
    await tx.routineExercise.deleteMany({ where: { routineId: id } });
    await tx.routine.update({ where: { id }, data: { name: input.name, exercises: { create: rows } } });
  });
  return getRoutine(userId, id);
}

export async function deleteRoutine(userId: number, routineId: unknown): Promise<{ deleted: true; name: string }> {
  const id = validate(RoutineIdSchema, routineId);
  return db.$transaction(async (tx) => {
    const row = await requireRoutine(tx, userId, id);
    await tx.routine.delete({ where: { id } });
    return { deleted: true as const, name: row.name };
  });
}

// The routine screen's forms.

export async function renameRoutine(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { routineId, name } = validate(RenameRoutineInput, rawInput);
  await requireRoutine(db, userId, routineId);
  await db.routine.update({ where: { id: routineId }, data: { name } });
  return { name };
}

export async function addRoutineExercise(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { routineId, exerciseId } = validate(AddRoutineExerciseInput, rawInput);
  return db.$transaction(async (tx) => {
    const routine = await requireRoutine(tx, userId, routineId);
    checkExerciseRoom(routine.exercises.length, 1);
    const [row] = await exerciseRows(tx, [{ exerciseId }]);
    const exercise = await requireExercise(tx, exerciseId);
    await tx.routineExercise.create({
      data: { ...row!, routineId, position: Math.max(0, ...routine.exercises.map((e) => e.position)) + 1 },
    });
    await tx.routine.update({ where: { id: routineId }, data: { updatedAt: new Date() } });
    return { name: exercise.name };
  });
}

async function requireRoutineExercise(tx: Tx, userId: number, routineExerciseId: number) {
  const row = await tx.routineExercise.findFirst({
    where: { id: routineExerciseId, routine: { userId } },
    include: { exercise: { select: { name: true } } },
  });
  if (!row) throw new DomainError(404, "That exercise is not in your routine");
  return row;
}

export async function updateRoutineExercise(userId: number, rawInput: unknown): Promise<{ name: string; routineId: number }> {
  const input = validate(UpdateRoutineExerciseInput, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireRoutineExercise(tx, userId, input.routineExerciseId);
    await tx.routineExercise.update({
      where: { id: row.id },
      data: {
        targetSets: input.targetSets ?? DEFAULT_TARGET_SETS,
        targetReps: input.targetReps ?? null,
        targetWeight: input.targetWeight ?? null,
        restSeconds: input.restSeconds ?? DEFAULT_REST_SECONDS,
      },
    });
    return { name: row.exercise.name, routineId: row.routineId };
  });
}

export async function removeRoutineExercise(userId: number, rawInput: unknown): Promise<{ name: string; routineId: number }> {
  const { routineExerciseId } = validate(RoutineExerciseRef, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireRoutineExercise(tx, userId, routineExerciseId);
    await tx.routineExercise.delete({ where: { id: row.id } });
    return { name: row.exercise.name, routineId: row.routineId };
  });
}

/** Reorder: swaps an exercise with its neighbour above or below (nothing to do at either end). */
export async function moveRoutineExercise(userId: number, rawInput: unknown): Promise<{ name: string; routineId: number }> {
  const { routineExerciseId, direction } = validate(MoveRoutineExerciseInput, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireRoutineExercise(tx, userId, routineExerciseId);
    const neighbour = await tx.routineExercise.findFirst({
      where: { routineId: row.routineId, position: direction === "up" ? { lt: row.position } : { gt: row.position } },
      orderBy: { position: direction === "up" ? "desc" : "asc" },
    });
    if (neighbour) {
      await tx.routineExercise.update({ where: { id: neighbour.id }, data: { position: row.position } });
      await tx.routineExercise.update({ where: { id: row.id }, data: { position: neighbour.position } });
    }
    return { name: row.exercise.name, routineId: row.routineId };
  });
}

/** The routine a start reads (its exercises with muscle groups for progression), 404 when not the member's. */
export async function routineToStart(tx: Tx, userId: number, rawInput: unknown) {
  const { routineId } = validate(RoutineRef, rawInput);
  const routine = await tx.routine.findFirst({
    where: { id: routineId, userId },
    include: { exercises: { orderBy: { position: "asc" }, include: { exercise: true } } },
  });
  if (!routine) throw new DomainError(404, ROUTINE_NOT_FOUND);
  if (routine.exercises.length === 0) throw new DomainError(409, "Add an exercise to this routine before starting it");
  return routine;
}
