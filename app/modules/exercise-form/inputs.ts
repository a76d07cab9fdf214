import { z } from "zod";
import { TextSchema } from "~/modules/text-schema";
import { IdSchema, NumberSchema, WholeNumberSchema } from "~/modules/validate";
import { FORM_EXERCISES, MAX_ANALYZED_SECONDS } from "./exercises";

// A form analysis saved to the workout history: one schema for the screen's form (its `analysis`
// field carries this object as JSON) and POST /api/form-analyses. The browser computed it; the
// server checks its shape and bounds, and that its figures agree with each other.

const MAX_FRAMES = 10_000;

const line = (label: string) => TextSchema({ label, max: 300 });
const lines = (label: string) => z.array(line(label), { error: `${label} must be a list` }).max(20, `${label}: at most 20`);

export const KeyPointSchema = z.object({
  point: TextSchema({ label: "Key point", max: 60 }),
  status: z.enum(["good", "warning", "error"], { error: "Status must be good, warning or error" }),
  description: line("Key point description"),
});

export const SaveFormAnalysisInput = z
  .object({
    exercise: z.enum(FORM_EXERCISES, { error: `Exercise must be one of ${FORM_EXERCISES.join(", ")}` }),
    score: WholeNumberSchema("Score", 0, 100),
    feedback: z.object(
      { good: lines("Good"), improvements: lines("Improvements"), warnings: lines("Warnings") },
      { error: "Feedback must be {good, improvements, warnings}" },
    ),
    keyPoints: z
      .array(KeyPointSchema, { error: "Key points must be a list" })
      .min(1, "At least one key point")
      .max(20, "At most 20 key points"),
    reps: WholeNumberSchema("Reps", 1, 1000),
    durationSeconds: NumberSchema("Duration").pipe(
      z.number().min(0, "Duration cannot be negative").max(MAX_ANALYZED_SECONDS, `Duration must be at most ${MAX_ANALYZED_SECONDS} s`),
    ),
    framesAnalysed: WholeNumberSchema("Frames analyzed", 1, MAX_FRAMES),
    framesTracked: WholeNumberSchema("Frames tracked", 1, MAX_FRAMES),
    source: z.enum(["camera", "file"], { error: "Source must be camera or file" }).default("camera"),
  })
  .refine((input) => input.framesTracked <= input.framesAnalysed, {
    message: "Frames tracked cannot be more than frames analyzed",
    path: ["framesTracked"],
  });
export type SaveFormAnalysisInput = z.input<typeof SaveFormAnalysisInput>;

export const FormAnalysisIdSchema = IdSchema("Form analysis id");
export const FormAnalysisRef = z.object({ analysisId: FormAnalysisIdSchema });
