import type { ReactNode } from "react";
import type { DiaryEntry, DiarySlot } from "~/modules/meal/diary.server";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { Card } from "~/ui/Card";
import { groupByMeal } from "./meal-groups";
import { formatFood, type Units } from "~/modules/units/units";
import { isQuickAddEntry } from "~/modules/meal/quick-add-entry";

type SlotsProps = {
  slots: DiarySlot[];
  /** The heading level of each meal type: 3 under a section heading (Home), 2 under the page's h1 (Diary). */
  level: 2 | 3;
  /** The diary renders an editor under each entry (EntryEditor); Home shows the entries only. */
  editor?: (entry: DiaryEntry & { entryId: number }, mealType: string) => ReactNode;
  /** Food amounts in the member's units (g or oz). */
  units?: Units;
  /** Under each slot's entries (the diary's "Copy from yesterday"). */
  slotActions?: (mealType: string) => ReactNode;
};

/** The day's meals by type, each with its entries and total. */
export function DiarySlots({ slots, level, editor, units = "metric", slotActions }: SlotsProps) {
  return (
    <div className="space-y-3">
      {slots.map((slot) => (
        <Card
          key={slot.mealType}
          title={mealTypeTitle(slot.mealType)}
          titleId={`slot-${slot.mealType}`}
          level={level}
          belowTheFold
          actions={
            <span className="whitespace-nowrap text-sm font-medium text-slate-700" data-testid={`slot-total-${slot.mealType}`}>
              {`${slot.totals.calories} kcal`}
            </span>
          }
        >
          {slot.entries.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing logged</p>
          ) : (
            <div className="space-y-2">
              {groupByMeal(slot.entries).map((meal) => {
                const list = (
                  <ul
                    key={`meal-${meal.mealId}`}
                    className={`min-w-0 divide-y divide-slate-100 ${meal.name ? "border-l-2 border-brand-100 pl-3" : ""}`}
                  >
                    {meal.entries.map((entry) => (
                      <EntryRow
                        key={entry.entryId ?? `meal-${entry.mealId}`}
                        entry={entry}
                        mealType={slot.mealType}
                        editor={editor}
                        units={units}
                      />
                    ))}
                  </ul>
                );
                // A named meal (a scanned plate) keeps its foods under its name.
                return meal.name ? (
                  <div key={`meal-${meal.mealId}`} className="min-w-0">
                    <p className="break-words pt-1 text-sm font-semibold text-brand-800" data-testid="diary-meal-name">
                      {meal.name}
                    </p>
                    {list}
                  </div>
                ) : (
                  list
                );
              })}
            </div>
          )}
          {slotActions?.(slot.mealType)}
        </Card>
      ))}
    </div>
  );
}

type EntryRowProps = { entry: DiaryEntry; mealType: string; editor: SlotsProps["editor"]; units: Units };

/** The amount (g or oz) and macros as one line that wraps only between figures ("P 10.1 g" never splits). */
function entryDetails(entry: DiaryEntry, units: Units): string {
  const figure = (text: string) => text.replaceAll(" ", "\u00a0");
  const grams = isQuickAddEntry(entry)
    ? "Quick add · "
    : entry.quantity !== null
      ? `${figure(formatFood(entry.quantity, units))}${entry.portionLabel ? ` (${entry.portionLabel})` : ""} · `
      : "";
  return `${grams}${figure(`P ${entry.protein} g`)} · ${figure(`C ${entry.carbs} g`)} · ${figure(`F ${entry.fat} g`)}`;
}

/** One food of the day; with an editor (the diary), the editor opens under it. */
function EntryRow({ entry, mealType, editor, units }: EntryRowProps) {
  // A grid: the name over the details, the calories beside both (three elements per food).
  const line = (
    <>
      <p className="break-words font-medium">{entry.name}</p>
      <p className="text-xs text-slate-600">{entryDetails(entry, units)}</p>
      <span className="col-start-2 row-span-2 row-start-1 whitespace-nowrap text-sm font-semibold">{`${entry.calories} kcal`}</span>
    </>
  );
  const row = "grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3";
  // Home has no editor: the row is the item itself, one element fewer per food.
  if (!editor || entry.entryId === null) {
    return (
      <li className={`${row} py-2`} data-testid="diary-entry">
        {line}
      </li>
    );
  }
  return (
    <li id={`diary-entry-${entry.entryId}`} className="py-2" data-testid="diary-entry">
      <div className={row}>{line}</div>
      {editor({ ...entry, entryId: entry.entryId }, mealType)}
    </li>
  );
}
