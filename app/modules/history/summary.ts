// What an import brought, in words (the /integrations toast). Pure.
import type { HistoryImportAnswer } from "./history-input";
import { LAYOUTS, type LayoutId } from "./layouts";

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function historySummary(answer: HistoryImportAnswer): string {
  const label = LAYOUTS[answer.layout as LayoutId]?.label ?? answer.layout;
  const added = `${count(answer.daysAdded, "day")} (${count(answer.mealsAdded, "meal")}) and ${count(answer.weightsAdded, "weigh-in")} added, ${count(answer.alreadyImported, "entry", "entries")} already imported.`;
  const skipped = answer.skipped.map(({ reason, count: n }) => `${n.toLocaleString("en-US")} × ${reason}`).join("; ");
  return `${label}: ${added}${skipped ? ` Skipped: ${skipped}.` : ""}`;
}
