import type { db, Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import type { CompleteSessionInput } from "./inputs";
import { DEFAULT_REST_SECONDS, DEFAULT_TARGET_SETS } from "./plan";

// A workout lives in the database from the first planned exercise to Finish (stateless servers):
// planned (startTime null) → active (endTime null) → finished. `openUserId` is the user's id while
// the session is planned or active, so the database itself allows one open session per user.
// The files by job: plan.server (a planned workout's exercises), start.server, active.server (the
// open workout as the screens show it), sets.server, complete.server, history.server; this file
// holds the rows and checks they share.

export const NO_ACTIVE_WORKOUT = "No active workout";
/** How far a client's startTime or endTime may be from the server's clock. */
const MAX_CLOCK_SKEW_MS = 60_000;
const MAX_SESSION_MS = 24 * 3600_000;

export const sessionInclude = {
  exercises: {
    orderBy: { position: "asc" },
    include: { exercise: true, sets: { orderBy: { position: "asc" } } },
  },
} as const;

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findOpen>>>;

export function findOpen(client: Tx | typeof db, userId: number) {
  return client.workoutSession.findUnique({ where: { openUserId: userId }, include: sessionInclude });
}

/** A JSON list of muscle names from the library. */
export const muscleList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

export async function requireExercise(client: Tx | typeof db, exerciseId: number) {
  const exercise = await client.exercise.findUnique({ where: { id: exerciseId } });
  if (!exercise) throw new DomainError(404, `Exercise ${exerciseId} not found`);
  return exercise;
}

export async function requireOpenExercise(tx: Tx | typeof db, userId: number, workoutExerciseId: number) {
  const row = await tx.workoutExercise.findFirst({
    where: { id: workoutExerciseId, session: { openUserId: userId } },
    include: { exercise: true, session: true, _count: { select: { sets: true } } },
  });
  if (!row) throw new DomainError(404, "That exercise is not in your current workout");
  return row;
}

/** The spec's bodies carry userId: it must be the signed-in user's (another user's session → 403). */
export function checkOwnUserId(input: { userId?: number }, userId: number) {
  if (input.userId !== undefined && input.userId !== userId) throw new DomainError(403, "You can only access your own workouts");
}

export function checkClientTime(time: Date, now: Date, what: string) {
  if (time.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) throw new DomainError(400, `${what} is in the future`);
  if (time.getTime() < now.getTime() - MAX_SESSION_MS) throw new DomainError(400, `${what} is more than 24 hours ago`);
}

export type SessionExerciseInput = NonNullable<ReturnType<typeof CompleteSessionInput.parse>["exercises"]>[number];

export async function createExerciseRows(tx: Tx, sessionId: number, entries: SessionExerciseInput[], firstPosition: number, at: Date) {
  for (const [i, entry] of entries.entries()) {
    await requireExercise(tx, entry.exerciseId);
    const restSeconds = entry.restSeconds ?? DEFAULT_REST_SECONDS;
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
