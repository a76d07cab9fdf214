import { formatLoad, type LoadUnit } from "~/modules/workout/load";
import type { ExerciseRecords } from "~/modules/workout/records";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** An exercise's records (in `unit`), each with the set and the day that set it. */
export function RecordsSummary({ records, unit }: { records: ExerciseRecords; unit: LoadUnit }) {
  const kg = (n: number) => formatLoad(n, unit);
  const rows: [string, string, string | null][] = [
    [
      "Heaviest weight",
      records.heaviestWeight ? kg(records.heaviestWeight.value) : "—",
      records.heaviestWeight ? `× ${records.heaviestWeight.reps}, ${day(records.heaviestWeight.endTime)}` : null,
    ],
    [
      "Best estimated 1RM (Epley)",
      records.bestOneRepMax ? kg(records.bestOneRepMax.value) : "—",
      records.bestOneRepMax
        ? `${kg(records.bestOneRepMax.weight)} × ${records.bestOneRepMax.reps}, ${day(records.bestOneRepMax.endTime)}`
        : null,
    ],
    [
      "Best set volume",
      records.bestSetVolume ? kg(records.bestSetVolume.value) : "—",
      records.bestSetVolume
        ? `${kg(records.bestSetVolume.weight)} × ${records.bestSetVolume.reps}, ${day(records.bestSetVolume.endTime)}`
        : null,
    ],
    [
      "Most reps in a set",
      records.mostReps ? String(records.mostReps.reps) : "—",
      records.mostReps ? `${records.mostReps.weight ? `+ ${kg(records.mostReps.weight)}, ` : ""}${day(records.mostReps.endTime)}` : null,
    ],
    [
      "Best workout volume",
      records.bestSessionVolume ? kg(records.bestSessionVolume.value) : "—",
      records.bestSessionVolume ? day(records.bestSessionVolume.endTime) : null,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-5">
      {rows.map(([term, value, how]) => (
        <div key={term} className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
          {how ? <dd className="text-xs text-slate-600">{how}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
