import { z } from "zod";
import { OptionalTextSchema, TextSchema } from "~/modules/text-schema";
import { lbFromKg, type Units } from "~/modules/units/units";
import { IdSchema } from "~/modules/validate";
import {
  MAX_EXERCISES_PER_WORKOUT,
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_WORKOUT,
  setsIn,
  TOO_MANY_EXERCISES,
  TOO_MANY_SETS_IN_WORKOUT,
  TOO_MANY_SETS_OF_EXERCISE,
} from "./bounds";
import { ADDED_LOAD_FIELD, loadKg } from "./load";
import { MAX_REST_SECONDS, MAX_TARGET_SETS } from "./plan";

// One schema per input, shared by the screens' forms (Conform, both sides) and the JSON doors.
// Pure: no I/O, safe in client code.

const MAX_WEIGHT_KG = 1000;
const MAX_REPS = 1000;

const NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * A number typed in a field or sent in JSON: a finite number or a decimal string ("82.5" or "82,5").
 * Empty is "required", anything else ("abc", true, "0x10") is "must be a number".
 */
function numeric(what: string) {
  return z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      ctx.addIssue({ code: "custom", message: `${what} is required` });
      return z.NEVER;
    }
    const number =
      typeof value === "number"
        ? value
        : typeof value === "string" && NUMBER.test(value.trim())
          ? Number(value.trim().replace(",", "."))
          : NaN;
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: `${what} must be a number` });
      return z.NEVER;
    }
    return number;
  });
}

/** Weight in kg: a decimal, 0 (body weight) up to 1000, kept to 0.01 kg. */
const WeightSchema = numeric("Weight")
  .pipe(z.number().min(0, "Weight cannot be negative").max(MAX_WEIGHT_KG, `Weight must be at most ${MAX_WEIGHT_KG} kg`))
  .transform((kg) => Math.round(kg * 100) / 100);

/** The heaviest weight in pounds, rounded inward to the 0.1 lb grid (2204.6 lb). */
const MAX_WEIGHT_LB = Math.floor(lbFromKg(MAX_WEIGHT_KG) * 10) / 10;

/**
 * A weight typed on a screen in the member's unit, as kilograms (0.01): pounds for a US member, with
 * the bounds said in pounds. The screens' schemas below give the JSON doors' kg shapes, which the
 * domain functions validate again.
 */
function typedWeight(units: Units) {
  if (units === "metric") return WeightSchema;
  return numeric("Weight")
    .pipe(z.number().min(0, "Weight cannot be negative").max(MAX_WEIGHT_LB, `Weight must be at most ${MAX_WEIGHT_LB} lb`))
    .transform((lb) => loadKg(lb, "us"));
}

/** Reps: a whole number from 1 to 1000. */
const RepsSchema = numeric("Reps").pipe(
  z.number().int("Reps must be a whole number").min(1, "Reps must be at least 1").max(MAX_REPS, `Reps must be at most ${MAX_REPS}`),
);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const TargetSetsSchema = numeric("Target sets").pipe(
  z.number().int("Target sets must be a whole number").min(1, "Target sets must be at least 1").max(MAX_TARGET_SETS),
);
const RestSecondsSchema = numeric("Rest").pipe(
  z
    .number()
    .int("Rest must be whole seconds")
    .min(0, "Rest cannot be negative")
    .max(MAX_REST_SECONDS, `Rest must be at most ${MAX_REST_SECONDS} s`),
);

const ExerciseIdSchema = IdSchema("Exercise id");
const WorkoutExerciseIdSchema = IdSchema("Workout exercise id");
const SetIdSchema = IdSchema("Set id");

/** The plan of one exercise in a session; anything left out takes the defaults (3 sets, 90 s rest). */
const TargetsInput = z.object({
  targetSets: optional(TargetSetsSchema),
  targetReps: optional(RepsSchema),
  targetWeight: optional(WeightSchema),
  restSeconds: optional(RestSecondsSchema),
});

export const AddExerciseInput = z.object({ exerciseId: ExerciseIdSchema });
export const RemoveExerciseInput = z.object({ workoutExerciseId: WorkoutExerciseIdSchema });
export const UpdateTargetsInput = TargetsInput.extend({ workoutExerciseId: WorkoutExerciseIdSchema });
/** The targets form of a workout's exercise on the screens, the weight in the member's unit. */
export const UpdateTargetsForm = (units: Units) => UpdateTargetsInput.extend({ targetWeight: optional(typedWeight(units)) });

/** Log Set / Add Set: both weight and reps are required (spec core §5). */
export const LogSetInput = z.object({ workoutExerciseId: WorkoutExerciseIdSchema, weight: WeightSchema, reps: RepsSchema });
export const UpdateSetInput = z.object({ setId: SetIdSchema, weight: WeightSchema, reps: RepsSchema });
export const SetRefInput = z.object({ setId: SetIdSchema });

/**
 * The screens' set forms, the weight in the member's unit. `load=added` (ADDED_LOAD_FIELD) marks a
 * body-weight exercise's form: its weight is the weight added (a vest, a belt), and empty means none (0).
 */
const addedOrTyped = (units: Units) =>
  z.preprocess((value) => (value === undefined || value === null || value === "" ? "0" : value), typedWeight(units));
export const LogSetForm = (units: Units, bodyWeight = false) =>
  LogSetInput.extend({ weight: bodyWeight ? addedOrTyped(units) : typedWeight(units) });
export const UpdateSetForm = (units: Units, bodyWeight = false) =>
  UpdateSetInput.extend({ weight: bodyWeight ? addedOrTyped(units) : typedWeight(units) });
/** Whether a set form is a body-weight exercise's (weight optional). */
export const isAddedLoad = (formData: FormData) => formData.get(ADDED_LOAD_FIELD) === "added";

/** Skip Rest and Finish on the screens carry nothing but their intent. */
export const NoInput = z.object({});

/** Start on the screens: the workout's name, shown in the active workout's header (optional). */
export const StartWorkoutInput = z.object({ name: OptionalTextSchema({ label: "Workout name", max: 120 }) });

const IsoTime = z.iso.datetime({ offset: true, error: "Time must be an ISO date-time, e.g. 2026-11-22T08:30:00.000Z" });

/** A set as the spec's client sends it in `exercises[].sets[]`; restTime defaults to the plan's rest. */
const SetShape = z.object({ reps: RepsSchema, weight: WeightSchema, restTime: optional(RestSecondsSchema) });

const SessionExerciseShape = TargetsInput.extend({
  exerciseId: ExerciseIdSchema,
  sets: z.array(SetShape).max(MAX_SETS_PER_EXERCISE, TOO_MANY_SETS_OF_EXERCISE).optional(),
});

/** A workout's `exercises` as the spec's client sends them, within the bounds of bounds.ts. */
const SessionExercises = z
  .array(SessionExerciseShape, { error: "exercises must be a list" })
  .max(MAX_EXERCISES_PER_WORKOUT, TOO_MANY_EXERCISES)
  .refine((exercises) => setsIn(exercises) <= MAX_SETS_PER_WORKOUT, { error: TOO_MANY_SETS_IN_WORKOUT });

/** POST /api/workout-sessions (spec core §7): `userId, startTime, exercises`. */
export const StartSessionInput = z.object({
  userId: IdSchema("User id").optional(),
  name: OptionalTextSchema({ label: "Name", max: 120 }),
  startTime: IsoTime.optional(),
  exercises: SessionExercises.min(1, "Add at least one exercise"),
});

/** POST /api/workout-sessions/complete (spec core §7): `userId, endTime, exercises`; sets not yet on the server are logged. */
export const CompleteSessionInput = z.object({
  userId: IdSchema("User id").optional(),
  endTime: IsoTime.optional(),
  exercises: SessionExercises.optional(),
});

/** The library's search and browse query (a GET form, so it works without JavaScript). */
export const LibraryQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: z.string().trim().max(40).optional().catch(undefined),
});

/** A finished workout opened from History (its page's path, and the Repeat and Delete forms). */
export const FinishedWorkoutRef = z.object({ sessionId: IdSchema("Workout id") });

/** An exercise's progress page (its path). */
export const ExerciseRef = z.object({ exerciseId: ExerciseIdSchema });

/** One exercise of a routine: its targets (3 sets and 90 s rest when left out). */
const RoutineExerciseShape = TargetsInput.extend({ exerciseId: ExerciseIdSchema });

const RoutineName = TextSchema({ label: "Routine name", max: 120 });

/** POST /api/routines and the screens' New routine: a name and exercises, or a finished workout to copy (`fromWorkoutId`). */
export const CreateRoutineInput = z.object({
  name: RoutineName,
  exercises: z
    .array(RoutineExerciseShape, { error: "exercises must be a list" })
    .max(MAX_EXERCISES_PER_WORKOUT, TOO_MANY_EXERCISES)
    .optional(),
  fromWorkoutId: IdSchema("Workout id").optional(),
});

export const RoutineIdSchema = IdSchema("Routine id");
export const RoutineRef = z.object({ routineId: RoutineIdSchema });

/** PUT /api/routines/{routineId}: the whole routine, its exercises in their new order. */
export const ReplaceRoutineInput = z.object({
  name: RoutineName,
  exercises: z.array(RoutineExerciseShape, { error: "exercises must be a list" }).max(MAX_EXERCISES_PER_WORKOUT, TOO_MANY_EXERCISES),
});

/** The routine screen's forms, one exercise at a time. */
export const RenameRoutineInput = z.object({ routineId: RoutineIdSchema, name: RoutineName });
export const AddRoutineExerciseInput = z.object({ routineId: RoutineIdSchema, exerciseId: ExerciseIdSchema });
const RoutineExerciseIdSchema = IdSchema("Routine exercise id");
export const RoutineExerciseRef = z.object({ routineExerciseId: RoutineExerciseIdSchema });
export const UpdateRoutineExerciseInput = TargetsInput.extend({ routineExerciseId: RoutineExerciseIdSchema });
/** The routine screen's targets form, the weight in the member's unit. */
export const UpdateRoutineExerciseForm = (units: Units) =>
  UpdateRoutineExerciseInput.extend({ targetWeight: optional(typedWeight(units)) });
export const MoveRoutineExerciseInput = z.object({
  routineExerciseId: RoutineExerciseIdSchema,
  direction: z.enum(["up", "down"], { error: "Move up or down" }),
});

/** POST /api/workout-sessions with a routine: starts it now, pre-filled. */
export const StartFromRoutineInput = z.object({ userId: IdSchema("User id").optional(), routineId: RoutineIdSchema });
