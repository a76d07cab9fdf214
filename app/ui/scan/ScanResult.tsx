import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { MAX_QUANTITY_G, normalizeQuantity, QUANTITY_TOO_LARGE } from "~/modules/food/nutrition";
import { healthScore, nutritionTip } from "~/modules/scan/health-score";
import { REMOVE_SCAN_FOOD_INTENT, SAVE_SCAN_INTENT, UPDATE_SCAN_INTENT } from "~/modules/scan/intents";
import { applyCorrections, scanTotals, viewItem, type ItemCorrection, type ScanItem } from "~/modules/scan/scan-items";
import type { ScanView } from "~/modules/scan/scan.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import { useHydrated } from "~/ui/useHydrated";
import { ConfidenceBadge, HealthScoreBadge } from "./badges";

export const SCAN_FORM_ID = "scan-form";
const ESTIMATE = "estimate";

type Draft = { grams: string; choice: string };

const draftOf = (item: ScanItem): Draft => ({ grams: String(item.grams), choice: item.choice === null ? ESTIMATE : String(item.choice) });

/** A draft's grams as the totals count them: above the server's maximum they count as the maximum (and the field says so). */
const liveGrams = (draft: Draft) => Math.min(normalizeQuantity(draft.grams), MAX_QUANTITY_G);
const tooMuch = (draft: Draft) => normalizeQuantity(draft.grams) > MAX_QUANTITY_G;

function correctionOf(draft: Draft): ItemCorrection {
  return { grams: liveGrams(draft), choice: draft.choice === ESTIMATE ? "estimate" : Number(draft.choice) };
}

/**
 * A scan's result to correct and save (spec core §2, §4): the foods with their grams and catalogue
 * matches, the totals, and the save form. One form holds every edit, so without JavaScript each
 * button posts the corrections so far; with it, totals and the health score follow the typing.
 */
export function ScanResult({
  scan,
  action,
  reply,
  dailyCalorieGoal,
  saveLabel,
}: {
  scan: ScanView;
  action: string;
  reply: FormReply | undefined;
  dailyCalorieGoal: number;
  saveLabel: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [drafts, setDrafts] = useState<Draft[]>(() => scan.items.map(draftOf));
  // After a post (a food removed or added) the items come back from the server with every
  // correction applied: the drafts start again from them, so each row keeps its own food.
  const [itemsShown, setItemsShown] = useState(scan.items);
  if (itemsShown !== scan.items) {
    setItemsShown(scan.items);
    setDrafts(scan.items.map(draftOf));
  }
  const [name, setName] = useState("");
  const [mealType, setMealType] = useState("");
  const busy = navigation.state !== "idle";

  const live = useMemo(() => {
    const items = applyCorrections(scan.items, drafts.map(correctionOf));
    if (typeof items === "string") return null;
    const totals = scanTotals(items);
    return { totals, healthScore: healthScore(totals, dailyCalorieGoal), tip: nutritionTip(totals, dailyCalorieGoal) };
  }, [drafts, scan.items, dailyCalorieGoal]);
  const totals = live?.totals ?? { calories: scan.totalCalories, protein: scan.totalProtein, carbs: scan.totalCarbs, fat: scan.totalFat };
  const score = live?.healthScore ?? scan.healthScore;

  const setDraft = (index: number, change: Partial<Draft>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const failure = formErrorOf(reply);
  const anyTooMuch = drafts.some(tooMuch);

  return (
    <section id="scan-result" aria-label="Analysis result" className="min-w-0 space-y-4">
      <Card title="Your meal" titleId="scan-meal">
        <div className="flex flex-col gap-3 sm:flex-row">
          {scan.imageUrl ? (
            <img src={scan.imageUrl} alt="The meal you photographed" className="max-h-56 rounded-xl object-cover sm:w-1/2" />
          ) : null}
          <div className="min-w-0 flex-1 space-y-2">
            <HealthScoreBadge score={score} />
            <p className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold" data-testid="scan-totals">
              <span className="whitespace-nowrap">{totals.calories} kcal</span>
              <span className="whitespace-nowrap text-sm font-normal text-slate-700">P {totals.protein} g</span>
              <span className="whitespace-nowrap text-sm font-normal text-slate-700">C {totals.carbs} g</span>
              <span className="whitespace-nowrap text-sm font-normal text-slate-700">F {totals.fat} g</span>
            </p>
            {scan.analysis ? <p className="text-sm text-slate-700">{scan.analysis}</p> : null}
            <p className="text-sm text-slate-700">
              <span className="font-semibold">Tip: </span>
              {live?.tip ?? scan.nutritionTip}
            </p>
          </div>
        </div>
      </Card>

      {scan.savedMealId !== null ? (
        <SavedMeal scan={scan} />
      ) : (
        /* Posted to the scan's own URL: a refusal shows on the same scan, corrections kept. */
        <Form method="post" action={`${action}?scan=${scan.scanId}`} id={SCAN_FORM_ID} className="space-y-4" preventScrollReset>
          <input type="hidden" name="scanId" value={scan.scanId} />
          {/* Enter in a grams field updates the totals; it must never press a Remove button. */}
          <button
            type="submit"
            name="intent"
            value={UPDATE_SCAN_INTENT}
            formNoValidate
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
          >
            Update totals
          </button>
          <Card title="Foods found" titleId="scan-foods">
            {scan.foods.length === 0 ? (
              <p className="text-sm text-slate-600">No foods left: add one with the search below.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {scan.foods.map((food, index) => {
                  const item = scan.items[index]!;
                  const draft = drafts[index] ?? draftOf(item);
                  const shown = live ? viewItem({ ...item, ...resolved(item, draft) }) : food;
                  return (
                    <li key={`${index}-${food.name}`} className="space-y-2 py-3" data-testid="scan-food">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="min-w-0 break-words font-semibold">{food.name}</span>
                        {item.confidence === null ? (
                          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">Added by you</span>
                        ) : (
                          <ConfidenceBadge confidence={item.confidence} />
                        )}
                        {shown.estimated ? (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">AI estimate</span>
                        ) : null}
                      </div>
                      <div>
                        <label htmlFor={`scan-choice-${index}`} className="block text-xs font-medium text-slate-700">
                          Food
                        </label>
                        <select
                          id={`scan-choice-${index}`}
                          name={`items[${index}].choice`}
                          value={draft.choice}
                          onChange={(event) => setDraft(index, { choice: event.target.value })}
                          className={`${inputClass} text-sm`}
                        >
                          {food.options.map((option) => (
                            <option key={option.id} value={option.id}>
                              {option.name} ({Math.round(option.caloriesPer100g ?? 0)} kcal/100 g)
                            </option>
                          ))}
                          {food.hasEstimate ? <option value={ESTIMATE}>AI estimate for “{food.name}”</option> : null}
                        </select>
                      </div>
                      <div className="grid grid-cols-[6.5rem_1fr_auto] items-end gap-2">
                        <div>
                          <label htmlFor={`scan-grams-${index}`} className="block text-xs font-medium text-slate-700">
                            Grams
                          </label>
                          <input
                            {...gramsInputProps}
                            id={`scan-grams-${index}`}
                            name={`items[${index}].grams`}
                            value={draft.grams}
                            onChange={(event) => setDraft(index, { grams: event.target.value })}
                            aria-invalid={tooMuch(draft) || undefined}
                            aria-describedby={tooMuch(draft) ? `scan-grams-${index}-error` : undefined}
                            className={inputClass}
                          />
                        </div>
                        <p className="min-w-0 pb-2 text-sm text-slate-700" data-testid="scan-food-nutrients">
                          <span className="whitespace-nowrap">{shown.calories} kcal</span>{" "}
                          <span className="whitespace-nowrap">· P {shown.protein} g</span>{" "}
                          <span className="whitespace-nowrap">· C {shown.carbs} g</span>{" "}
                          <span className="whitespace-nowrap">· F {shown.fat} g</span>
                        </p>
                        <Button
                          variant="danger"
                          name="intent"
                          value={`${REMOVE_SCAN_FOOD_INTENT}:${index}`}
                          formNoValidate
                          disabled={busy}
                          className="mb-0.5 shrink-0 text-sm"
                          aria-label={`Remove ${food.name}`}
                        >
                          Remove
                        </Button>
                      </div>
                      {tooMuch(draft) ? (
                        <p id={`scan-grams-${index}-error`} className="text-sm text-red-700">
                          {QUANTITY_TOO_LARGE}
                        </p>
                      ) : null}
                      {shown.modelCalories !== null ? (
                        <p className="text-xs text-slate-600" data-testid="scan-model-estimate">
                          The AI estimated {shown.modelCalories} kcal: the figures above are the catalogue’s.
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
            {hydrated ? null : (
              <Button variant="secondary" name="intent" value={UPDATE_SCAN_INTENT} formNoValidate className="mt-2 w-full">
                Update totals
              </Button>
            )}
          </Card>

          <Card title="Save meal" titleId="scan-save">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="scan-meal-name" className="block text-sm font-medium text-slate-800">
                  Meal name
                </label>
                <input
                  id="scan-meal-name"
                  name="name"
                  type="text"
                  maxLength={120}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder="e.g. Chicken and rice"
                  className={inputClass}
                />
              </div>
              <MealTypeSelect id="scan-meal-type" label="Meal type" placeholder="Choose…" value={mealType} onChange={setMealType} />
            </div>
            <FormAlert message={failure} className="mt-3" />
            <Button
              name="intent"
              value={SAVE_SCAN_INTENT}
              disabled={busy || (hydrated && (!name.trim() || !mealType || anyTooMuch))}
              className="mt-3 w-full"
            >
              {busy && navigation.formData?.get("intent") === SAVE_SCAN_INTENT ? "Saving…" : saveLabel}
            </Button>
          </Card>
        </Form>
      )}
    </section>
  );
}

/** A scan already saved as a meal: it cannot be saved twice, so the diary is where it goes on. */
function SavedMeal({ scan }: { scan: ScanView }) {
  return (
    <Card title="Meal saved" titleId="scan-saved">
      <p className="text-sm text-slate-700" data-testid="scan-saved">
        This meal is in your diary ({scan.totalCalories} kcal). Scan another photo to log a new meal.
      </p>
      <Link to="/diary" className={buttonClass("primary", "mt-3 w-full")}>
        View in Diary
      </Link>
    </Card>
  );
}

/** A draft as the item's new grams and choice (an unknown choice keeps the stored one). */
function resolved(item: ScanItem, draft: Draft): Pick<ScanItem, "grams" | "choice"> {
  const choice = draft.choice === ESTIMATE ? null : Number(draft.choice);
  const valid = choice === null ? item.estimate !== null : item.options.some((option) => option.id === choice);
  return { grams: liveGrams(draft), choice: valid ? choice : item.choice };
}
