/** An entry of a slot, as far as grouping goes. */
type Grouped = { mealId: number; mealName: string | null };

export type MealGroup<T extends Grouped> = { mealId: number; name: string | null; entries: T[] };

/**
 * A slot's entries as its meals, in order: a named meal (a scanned "Chicken plate") keeps its
 * foods under its name; foods logged on their own, one after another, share a group without a
 * name. Entries of one meal come one after another (the diary query orders by meal).
 */
export function groupByMeal<T extends Grouped>(entries: T[]): MealGroup<T>[] {
  const groups: MealGroup<T>[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    const joins = last && (last.name === null ? entry.mealName === null : last.mealId === entry.mealId);
    if (last && joins) last.entries.push(entry);
    else groups.push({ mealId: entry.mealId, name: entry.mealName, entries: [entry] });
  }
  return groups;
}
