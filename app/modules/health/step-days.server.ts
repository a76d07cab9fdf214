import { db } from "~/db.server";
import { APPLE_HEALTH_SOURCE } from "./apple-health";
import type { HealthRecordInput } from "./records";
import { saveHealthRecords } from "./save-records.server";
import { countedSteps, STEP_SAMPLE_KIND, stepDayKey } from "./step-overlap";

/** Days read per query: a day of two devices is a few hundred samples. */
const DAYS_PER_READ = 7;

/**
 * Works out the member's Apple Health steps of each of `days` from the step samples stored for it,
 * overlapping samples of different devices counted once (step-overlap.ts), and stores it as that
 * day's "steps" row (the one the dashboard sums), replaced when it changed.
 */
export async function recomputeStepDays(userId: number, days: Iterable<string>): Promise<void> {
  const all = [...days].sort();
  for (let start = 0; start < all.length; start += DAYS_PER_READ) {
    const chunk = all.slice(start, start + DAYS_PER_READ);
    const samples = await db.healthRecord.findMany({
      where: { userId, kind: STEP_SAMPLE_KIND, day: { in: chunk } },
      select: { day: true, value: true, startAt: true, endAt: true, origin: true },
    });
    const totals: HealthRecordInput[] = chunk.flatMap((day) => {
      const ofDay = samples.filter((sample) => sample.day === day);
      if (ofDay.length === 0) return [];
      return [
        {
          kind: "steps",
          value: countedSteps(ofDay),
          startAt: new Date(Math.min(...ofDay.map((sample) => sample.startAt.getTime()))),
          endAt: new Date(Math.max(...ofDay.map((sample) => (sample.endAt ?? sample.startAt).getTime()))),
          day,
          source: APPLE_HEALTH_SOURCE,
          dedupeKey: stepDayKey(day),
        },
      ];
    });
    await saveHealthRecords(userId, totals, { replace: true });
  }
}
