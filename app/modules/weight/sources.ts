// Which weigh-in speaks for a day (issue 41). Pure.

export const WEIGHT_SOURCES = ["manual", "integration", "import"] as const;
export type WeightSource = (typeof WEIGHT_SOURCES)[number];
export const SOURCE_LABELS: Record<WeightSource, string> = { manual: "Typed", integration: "Integration", import: "Import" };

export type WeightEntry = { id: number; date: string; kg: number; source: WeightSource };

const RANK: Record<string, number> = Object.fromEntries(WEIGHT_SOURCES.map((source, rank) => [source, rank]));

/**
 * One weight a day, oldest first: where several sources weighed the member the same day, what they
 * typed wins, then an integration (a connected scale), then a file import.
 */
export function dailyWeights<E extends Pick<WeightEntry, "date" | "kg" | "source">>(entries: readonly E[]): E[] {
  const byDay = new Map<string, E>();
  for (const entry of entries) {
    const held = byDay.get(entry.date);
    if (!held || (RANK[entry.source] ?? 9) < (RANK[held.source] ?? 9)) byDay.set(entry.date, entry);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The latest day's weight (by the same rule), or null with no entry. */
export function latestOf<E extends Pick<WeightEntry, "date" | "kg" | "source">>(entries: readonly E[]): E | null {
  return dailyWeights(entries).at(-1) ?? null;
}

/** What this needs of a HealthRecordInput (app/modules/health/records.ts, which imports the user module). */
type ImportedRecord = { kind: string; value: number; startAt: Date; day: string };

/**
 * The weigh-ins an import or a sync brought, one a day: the day's first (the morning weigh-in,
 * before food and drink, is the one comparable day to day), kept to 0.01 kg.
 */
export function importedWeighIns(records: readonly ImportedRecord[]): { date: string; kg: number }[] {
  const first = new Map<string, ImportedRecord>();
  for (const record of records) {
    if (record.kind !== "weight_kg") continue;
    const held = first.get(record.day);
    if (!held || record.startAt < held.startAt) first.set(record.day, record);
  }
  return [...first.values()].map((record) => ({ date: record.day, kg: Math.round(record.value * 100) / 100 }));
}
