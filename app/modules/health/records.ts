// One imported measurement as the HealthRecord table stores it (prisma/schema.prisma). Pure.
import { createHash } from "node:crypto";
import { localDateOf } from "~/modules/dates/calendar";

export const HEALTH_KINDS = ["steps", "active_energy_kcal", "sleep_minutes", "weight_kg", "workout_minutes", "water_ml"] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

export type HealthRecordInput = {
  /** a HealthKind, or "step_sample" (step-overlap.ts): a sample the day's steps are worked out from */
  kind: HealthKind | "step_sample";
  value: number;
  startAt: Date;
  endAt: Date | null;
  /** the member's calendar day the record counts towards */
  day: string;
  source: string;
  dedupeKey: string;
  /** the device or app inside the source (Apple Health step samples, step-overlap.ts) */
  origin?: string | null;
};

/**
 * The key that makes a re-import add nothing: a hash of what identifies the measurement in its
 * origin (type, device, times, value), short enough for an index whatever the export holds.
 */
export function dedupeKeyOf(origin: string, ...parts: (string | number)[]): string {
  return `${origin}:${createHash("sha256").update(parts.join("\u001f")).digest("base64url").slice(0, 32)}`;
}

/** A record counts towards the member's day of `countedAt`, in their time zone. */
export function dayOf(countedAt: Date, timeZone: string): string {
  return localDateOf(countedAt, timeZone);
}
