import type { CheckInRecord } from "~/modules/energy/check-in.server";

const DECISION_WORDS: Record<CheckInRecord["decision"], string> = { accepted: "Accepted", adjusted: "Adjusted", kept: "Kept" };

/** Past check-ins, newest first: what was estimated and proposed, and what the member chose. */
export function CheckInHistory({ history }: { history: readonly CheckInRecord[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600">Your check-ins will be listed here.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Day
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Burn
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Proposed
            </th>
            <th scope="col" className="py-1 font-medium">
              Your choice
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((row) => (
            <tr key={row.id} className="border-t border-slate-100" data-testid="check-in-row">
              <td className="py-2 pr-2">{row.date}</td>
              <td className="py-2 pr-2">{row.estimateKcal}</td>
              <td className="py-2 pr-2">{row.proposedKcal}</td>
              <td className="py-2">
                {DECISION_WORDS[row.decision]}:{" "}
                {row.previousKcal === row.targetKcal ? `${row.targetKcal} kcal` : `${row.previousKcal} → ${row.targetKcal} kcal`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
