import { z } from "zod";
import { HISTORY_APPS } from "./layouts";

// Bring your history (issue 41 item 7): the one schema of the /integrations form and
// POST /api/history-import's query.

export const HISTORY_FORMATS = ["auto", ...HISTORY_APPS] as const;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export const HistoryImportOptions = z.object({
  /** Which app's export the file is; `auto` (default) tells it from the header row. */
  format: z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    z.enum(HISTORY_FORMATS, { error: "format must be auto, myfitnesspal, cronometer or macrofactor" }).default("auto"),
  ),
  /** The unit of a weight column that does not name it (MyFitnessPal's Measurement Summary); default: the member's units. */
  weightUnit: z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    z.enum(["kg", "lb"], { error: "weightUnit must be kg or lb" }).optional(),
  ),
});
export type HistoryImportOptions = z.input<typeof HistoryImportOptions>;

export const HistoryImportAnswer = z.object({
  app: z.enum(HISTORY_APPS),
  layout: z.string(),
  rows: z.number(),
  daysAdded: z.number(),
  mealsAdded: z.number(),
  weightsAdded: z.number(),
  alreadyImported: z.number(),
  /** What was left out and why: rows of the file, or days it has that were not stored. */
  skipped: z.array(z.object({ reason: z.string(), count: z.number() })),
});
export type HistoryImportAnswer = z.infer<typeof HistoryImportAnswer>;
