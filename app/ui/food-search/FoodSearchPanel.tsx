import { getFormProps, useForm } from "@conform-to/react";
import { Link, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import type { FoodChoice } from "~/modules/food/food-choice";
import { DEFAULT_QUANTITY_G, MAX_QUANTITY_G, normalizeQuantity, nutritionFor, QUANTITY_TOO_LARGE } from "~/modules/food/nutrition";
import { FOOD_UNIT, foodValue, formatFood, parseAmount, storedGrams, type Units } from "~/modules/units/units";
import { metricFields, QUANTITY_UNIT_FIELD } from "~/shared/metric-fields";
import { MIN_SEARCH_LENGTH } from "~/modules/food/search-term";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { MEAL_TYPES, type MealType } from "~/modules/meal/meal-types";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import { isOffline, queueOfflineLog, savedOffline } from "~/ui/offline/offline-log";
import { useToast } from "~/ui/ToastArea";
import { selectHref, type LogPanelState } from "~/shared/log-panel-state";
import { checkLogFood, type LogFoodFields } from "./log-food-check";
import { FoodSearchForm } from "./FoodSearchForm";
import { useFoodSearch } from "./useFoodSearch";

export type FoodSearchPanelProps = {
  /** What the server rendered for this URL: the no-JavaScript path. */
  initial: LogPanelState;
  /** Where the Add form posts (an action handling LOG_FOOD_INTENT). */
  action: string;
  /** The signed-in user: a log queued offline is theirs alone. */
  owner: number;
  /** The diary's day; Home logs to today. */
  date?: string;
  /** The user's today on Home: the day a log queued offline is for when there is no `date`. */
  today?: string;
  /** The page's last form reply (a post made without JavaScript). */
  reply?: FormReply | null;
  /** The amount is shown and typed in the member's units (ounces are posted with quantityUnit "oz"). */
  units?: Units;
  /**
   * Under the first screenful (the Diary's): skipped until near the viewport (ui/Card.tsx). Not on
   * Home or Scan, where it is in the first screenful: a card the browser sized by its estimate there
   * would move what is under it once laid out (issue 44). Hydrated on its own either way.
   */
  belowTheFold?: boolean;
};

/** The typed amount as whole grams for the preview and the offline queue (the server converts the post itself). */
const gramsOfTyped = (typed: string, units: Units) =>
  normalizeQuantity(units === "us" ? storedGrams(parseAmount(typed) ?? 0, "us") : typed);
/** Grams as the amount the field shows. */
const typedOf = (grams: number, units: Units) => String(foodValue(grams, units));

function describeNutrition(food: FoodChoice, grams: number): string {
  const n = nutritionFor(food, grams);
  return `${n.calories} kcal · P ${n.protein} g · C ${n.carbs} g · F ${n.fat} g`;
}

/** Search the catalogue, pick a food, set grams or a household portion, and log it (spec core §2). */
export function FoodSearchPanel({
  initial,
  action,
  owner,
  date,
  today,
  reply,
  units = "metric",
  belowTheFold = false,
}: FoodSearchPanelProps) {
  const search = useFoodSearch(initial.term, initial.results);
  const [selected, setSelected] = useState<FoodChoice | null>(initial.selected);
  const [quantity, setQuantity] = useState(typedOf(initial.quantity, units));
  const [portionLabel, setPortionLabel] = useState<string | null>(initial.portionLabel);
  const [picked, setPicked] = useState(0);
  const fetcher = useFetcher<FormReply>();
  const showToast = useToast();
  const submitted = useRef(false);

  // When an add finishes: after a success the panel starts over (spec core §4); a failure keeps
  // the choice and says why. State follows the fetcher during render; the toast is an effect.
  const busy = fetcher.state !== "idle";
  const [wasBusy, setWasBusy] = useState(false);
  const startOver = () => {
    setSelected(null);
    setQuantity(typedOf(DEFAULT_QUANTITY_G, units));
    setPortionLabel(null);
    search.setTerm("");
  };
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && !formErrorOf(fetcher.data)) startOver();
  }
  useEffect(() => {
    if (fetcher.state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    const failure = formErrorOf(fetcher.data);
    if (failure) showToast({ title: "Failed to Add Food", description: failure, variant: "error" });
  }, [fetcher.state, fetcher.data, showToast]);

  // Offline, a valid log waits in the queue (shown as pending) instead of being posted.
  function queued(foodName: string) {
    startOver();
    showToast(savedOffline(foodName));
  }

  function choose(food: FoodChoice) {
    setSelected(food);
    setPortionLabel(null);
    setPicked((count) => count + 1);
  }

  // Posted without JavaScript, the page comes back without the chosen food: the reply's field
  // errors (a bad quantity) are said here too, not only its form-level refusal.
  const pageErrors = replyFor(reply, LOG_FOOD_INTENT)?.error;
  const failure = formErrorOf(fetcher.data) ?? (pageErrors ? Object.values(pageErrors).flat().join(" ") || null : null);
  const searchMessage = search.message ?? (search.term === initial.term ? initial.searchError : null);

  return (
    <Card title="Log food" titleId="food-search-title" belowTheFold={belowTheFold} hydrateApart>
      <FoodSearchForm
        id="food-search"
        label="Search foods"
        placeholder="Search, e.g. banana"
        search={search}
        hidden={date ? <input type="hidden" name="date" value={date} /> : null}
        describedBy="food-search-status"
      />

      <div id="food-search-status" className="mt-2 min-h-6 text-sm" aria-live="polite">
        {search.state === "hint" ? <p className="text-slate-600">Type at least {MIN_SEARCH_LENGTH} characters to search</p> : null}
        {search.state === "loading" ? <SearchSkeleton /> : null}
        {searchMessage ? (
          <p role="alert" className="text-red-700">
            {searchMessage}
          </p>
        ) : search.state === "error" ? (
          <div role="alert" className="text-red-700">
            <p className="font-semibold">Failed to search foods</p>
            <p>Please try again</p>
          </div>
        ) : null}
        {search.state === "empty" ? (
          <div>
            <p className="font-semibold">No foods found</p>
            <p className="text-slate-600">
              The catalogue has no “{search.term.trim()}”. Try a different search term, or{" "}
              <Link to={`/foods?name=${encodeURIComponent(search.term.trim())}`} className="font-medium text-emerald-800 underline">
                Create a custom food
              </Link>{" "}
              named so.
            </p>
          </div>
        ) : null}
      </div>

      <FormAlert message={failure} className="mb-3" />

      {selected ? (
        <LogFoodForm
          fetcher={fetcher}
          action={action}
          food={selected}
          quantity={quantity}
          setQuantity={setQuantity}
          portionLabel={portionLabel}
          setPortionLabel={setPortionLabel}
          term={search.term}
          owner={owner}
          date={date}
          today={today}
          formKey={initial.formKey}
          mealType={initial.mealType}
          picked={picked}
          onQueued={queued}
          units={units}
        />
      ) : null}

      {search.results && search.results.length > 0 ? (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto" aria-label="Search results">
          {search.results.map((food) => (
            <li key={food.id}>
              <Link
                to={selectHref({ term: search.term, date }, food.id)}
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  choose(food);
                }}
                aria-current={selected?.id === food.id ? "true" : undefined}
                className={[
                  "flex min-h-touch flex-col justify-center rounded-lg px-2 py-2",
                  selected?.id === food.id ? "bg-brand-50 ring-2 ring-brand-600" : "hover:bg-slate-50",
                ].join(" ")}
              >
                <span className="break-words font-medium">{food.name}</span>
                <span className="text-xs text-slate-600">
                  {food.brand ? `${food.brand} · ` : ""}
                  {Math.round(food.caloriesPer100g ?? 0)} kcal per 100 g
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

type LogFoodFormProps = {
  fetcher: FetcherWithComponents<FormReply>;
  action: string;
  food: FoodChoice;
  quantity: string;
  setQuantity: (quantity: string) => void;
  portionLabel: string | null;
  setPortionLabel: (label: string | null) => void;
  /** The search term, kept in the portion links (the no-JavaScript path). */
  term: string;
  owner: number;
  date?: string;
  today?: string;
  formKey: string;
  /** Counts the foods picked with JavaScript: each brings the form into view. */
  picked: number;
  /** The slot the meal-type select starts on (the member's time of day). */
  mealType: MealType;
  onQueued: (foodName: string) => void;
  units: Units;
};

/**
 * The chosen food's Add form: grams or a portion, the meal type, the nutrition it adds. Its own
 * component, so the form's state (Conform) is set up only once a food is chosen, not on every Home.
 */
function LogFoodForm(props: LogFoodFormProps) {
  const {
    fetcher,
    action,
    food,
    quantity,
    setQuantity,
    portionLabel,
    setPortionLabel,
    term,
    owner,
    date,
    today,
    formKey,
    picked,
    mealType,
    units,
  } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const grams = gramsOfTyped(quantity, units);
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm<LogFoodFields>({
    id: "log-food",
    lastResult: fetcher.data?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => checkLogFood(metricFields(formData)),
  });

  // Picking a food brings its quantity form into view, ready to type.
  useEffect(() => {
    if (picked === 0) return;
    formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    quantityRef.current?.focus({ preventScroll: true });
  }, [picked]);

  // Offline, a valid log waits in the queue (shown as pending) instead of being posted.
  const formProps = getFormProps(form);
  function submit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (event.defaultPrevented || !isOffline()) return;
    event.preventDefault();
    const chosenType = new FormData(event.currentTarget).get("mealType");
    const log = {
      owner,
      foodId: food.id,
      foodName: food.name,
      quantity: grams,
      mealType: MEAL_TYPES.find((type) => type === chosenType) ?? mealType,
      date: date ?? today,
      portionLabel: portionLabel ?? undefined,
    };
    void queueOfflineLog(log).then(() => props.onQueued(log.foodName));
  }

  const tooMuch = grams > MAX_QUANTITY_G;
  const quantityErrors = fields.quantity.errors ?? (tooMuch ? [QUANTITY_TOO_LARGE] : undefined);
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      onSubmit={submit}
      ref={formRef}
      className="mb-3 scroll-mt-4 rounded-xl border border-brand-100 bg-brand-50/60 p-3"
    >
      <input type="hidden" name="intent" value={LOG_FOOD_INTENT} />
      <input type="hidden" name="foodId" value={food.id} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-panel`} />
      {units === "us" ? <input type="hidden" name={QUANTITY_UNIT_FIELD} value="oz" /> : null}
      {date ? <input type="hidden" name="date" value={date} /> : null}
      {portionLabel ? <input type="hidden" name="portionLabel" value={portionLabel} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <p className="min-w-0 break-words font-semibold">{food.name}</p>
        <Link
          to={`/foods/${food.id}${portionLabel ? `?portion=${encodeURIComponent(portionLabel)}` : ""}`}
          className="inline-flex min-h-touch items-center text-sm font-medium text-brand-700 underline"
        >
          All nutrients
        </Link>
      </div>
      {food.portions.length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Portions">
          {food.portions.slice(0, 6).map((portion) => (
            <Link
              key={portion.label}
              to={selectHref({ term, date }, food.id, Math.round(portion.grams), portion.label)}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setQuantity(typedOf(normalizeQuantity(portion.grams), units));
                setPortionLabel(portion.label);
              }}
              aria-current={portionLabel === portion.label ? "true" : undefined}
              className={[
                "inline-flex min-h-touch max-w-full items-center rounded-full border px-3 text-sm",
                portionLabel === portion.label ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white",
              ].join(" ")}
            >
              <span className="break-words">
                {portion.label} ({formatFood(Math.round(portion.grams), units)})
              </span>
            </Link>
          ))}
        </div>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Field
          label={`Quantity (${FOOD_UNIT[units]})`}
          meta={{
            id: fields.quantity.id,
            errorId: fields.quantity.errorId,
            descriptionId: fields.quantity.descriptionId,
            errors: quantityErrors,
          }}
        >
          {(control) => (
            <input
              {...gramsInputProps}
              {...control}
              max={units === "us" ? undefined : gramsInputProps.max}
              ref={quantityRef}
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setPortionLabel(null);
              }}
              onBlur={() => setQuantity(typedOf(grams, units))}
              className={inputClass}
            />
          )}
        </Field>
        <MealTypeSelect id="log-meal-type" defaultValue={mealType} />
      </div>
      <p className="text-sm text-slate-700" data-testid="nutrition-preview">
        {tooMuch ? "" : describeNutrition(food, grams)}
      </p>
      <Button disabled={busy} className="mt-2 w-full">
        {busy ? "Adding…" : "Add"}
      </Button>
    </fetcher.Form>
  );
}

function SearchSkeleton() {
  return (
    <div aria-label="Searching…" role="status" className="space-y-2">
      <span className="sr-only">Searching…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-10 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
