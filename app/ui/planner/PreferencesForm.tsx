import { Form } from "@remix-run/react";
import type { MealPreferences } from "~/modules/planner/preferences";
import { COOKING_TIMES, DIET_TYPES, GOAL_TYPES, MAX_MEALS_PER_DAY, MIN_MEALS_PER_DAY } from "~/modules/planner/preferences";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";

const words = (value: string) => value.replace(/_/g, " ").replace(/^\w/, (first) => first.toUpperCase());
const COOKING_LABELS = { quick: "Quick (15 min)", moderate: "Moderate (30 min)", extensive: "Extensive (60+ min)" } as const;

/** What a refused form was sent with (Conform's initialValue), so its fields show again as typed (the lists are the saved ones). */
export type SentForm = Record<string, unknown> | undefined;

function EntryList({ name, label, entries, removeField }: { name: string; label: string; entries: string[]; removeField: string }) {
  return entries.length === 0 ? (
    <p className="text-sm text-slate-600">None yet.</p>
  ) : (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li key={entry}>
          <input type="hidden" name={name} value={entry} />
          <button
            type="submit"
            name={removeField}
            value={entry}
            aria-label={`Remove ${entry}`}
            className="min-h-touch rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            {entry} ×
          </button>
        </li>
      ))}
    </ul>
  );
}

function ListField({
  id,
  label,
  entries,
  name,
  removeField,
  newField,
}: {
  id: string;
  label: string;
  entries: string[];
  name: string;
  removeField: string;
  newField: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Add to {label.toLowerCase()}
        </label>
        <input id={id} name={newField} maxLength={40} autoComplete="off" placeholder="e.g. peanuts" className={`${inputClass} mt-0`} />
        <Button name="intent" value="update" variant="secondary">
          Add
        </Button>
      </div>
      <EntryList name={name} label={label} entries={entries} removeField={removeField} />
    </fieldset>
  );
}

/**
 * The preferences of spec §3 in one form. Its first button is the allergies' Add (the entries
 * come after it), so Enter in any field adds
 * what is typed in the lists and saves the rest (with or without JavaScript); an entry is a button
 * that removes it; Generate plans the week and saves the preferences with it.
 */
export function PreferencesForm({ preferences, sent, error }: { preferences: MealPreferences; sent: SentForm; error: string | null }) {
  const value = (name: keyof MealPreferences) => String(sent?.[name] ?? preferences[name]);
  const select = (
    name: "goalType" | "dietType" | "cookingTime",
    label: string,
    options: readonly string[],
    text: (option: string) => string,
  ) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value(name)} className={inputClass}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
  const number = (
    name: "calorieTarget" | "proteinTarget" | "mealsPerDay",
    label: string,
    limits: { min: number; max: number; step?: number },
  ) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        required
        defaultValue={value(name)}
        {...limits}
        className={inputClass}
      />
    </div>
  );
  return (
    <Card title="Your preferences" titleId="preferences-title">
      {/* a new form after each save: with JavaScript the page is not reloaded, and the typed entry must not be added again */}
      <Form key={JSON.stringify(preferences)} method="post" replace className="space-y-4">
        <FormAlert message={error} />
        <ListField
          id="new-allergy"
          label="Allergies"
          entries={preferences.allergies}
          name="allergies"
          removeField="removeAllergy"
          newField="newAllergy"
        />
        <ListField
          id="new-dislike"
          label="Dislikes"
          entries={preferences.dislikes}
          name="dislikes"
          removeField="removeDislike"
          newField="newDislike"
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {select("goalType", "Goal", GOAL_TYPES, words)}
          {select("dietType", "Diet type", DIET_TYPES, words)}
          {number("calorieTarget", "Calorie target (kcal)", { min: 1000, max: 5000, step: 50 })}
          {number("proteinTarget", "Protein target (g)", { min: 0, max: 400 })}
          {number("mealsPerDay", "Meals per day", { min: MIN_MEALS_PER_DAY, max: MAX_MEALS_PER_DAY })}
          {select("cookingTime", "Cooking time", COOKING_TIMES, (option) => COOKING_LABELS[option as keyof typeof COOKING_LABELS])}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button name="intent" value="generate">
            Generate Meal Plan
          </Button>
          <Button name="intent" value="update" variant="secondary">
            Save Preferences
          </Button>
        </div>
      </Form>
    </Card>
  );
}
