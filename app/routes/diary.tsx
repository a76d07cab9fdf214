import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { useState } from "react";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { getDiaryWithNutrients } from "~/modules/meal/diary.server";
import { deleteEntry, restoreEntry, updateEntry } from "~/modules/meal/entries.server";
import {
  COPY_DAY_INTENT,
  DELETE_ENTRY_INTENT,
  DELETE_SAVED_MEAL_INTENT,
  LOG_FOOD_INTENT,
  LOG_SAVED_MEAL_INTENT,
  QUICK_ADD_INTENT,
  RESTORE_ENTRY_INTENT,
  SAVE_MEAL_INTENT,
  UNDO_COPY_INTENT,
  UNDO_SAVED_MEAL_LOG_INTENT,
  UPDATE_ENTRY_INTENT,
} from "~/modules/meal/intents";
import { QuickAddInput } from "~/modules/meal/quick-add-input";
import { quickAdd } from "~/modules/meal/quick-add.server";
import { QuickAddForm } from "~/ui/diary/QuickAddForm";
import { CopyDayCard, CopySlotButton } from "~/ui/diary/CopyForms";
import { CopyDayInput, UndoCopyInput } from "~/modules/meal/copy-input";
import { copyDay, undoCopy } from "~/modules/meal/copy.server";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { LogSavedMealInput, SavedMealRef, SaveMealInput, UndoSavedMealLogInput } from "~/modules/meal/saved-meal-input";
import { deleteSavedMeal, listSavedMeals, logSavedMeal, saveMeal, undoSavedMealLog } from "~/modules/meal/saved-meals.server";
import { SavedMealsCard, SaveMealForm } from "~/ui/diary/SavedMeals";
import { formErrorOf } from "~/shared/form-reply";
import { isLoggableDay } from "~/modules/meal/inputs";
import { addDays, formatDayLabel, isIsoDate } from "~/modules/dates/calendar";
import { getDaySettings } from "~/modules/user/clock.server";
import { TimeZoneNotice } from "~/ui/profile/TimeZoneNotice";
import { DiarySlots } from "~/ui/diary/DiarySlots";
import { DayNutrients } from "~/ui/diary/DayNutrients";
import { EntryEditLink, EntryEditor, repliedEntryId } from "~/ui/diary/EntryEditor";
import { EntryEditForm, EntryRefForm } from "~/ui/diary/entry-form";
import { FoodSearchPanel } from "~/ui/food-search/FoodSearchPanel";
import { PendingFoodLogs } from "~/ui/offline/PendingFoodLogs";
import { loadLogPanel } from "~/http/screens/log-panel.server";
import { LOG_FOOD_CREATE, logFoodFromForm } from "~/http/screens/log-food-form.server";
import { PageHeader } from "~/ui/PageHeader";
import { buttonClass } from "~/ui/Button";
import { formAction } from "~/http/write-policy.server";
import { formatFood } from "~/modules/units/units";
import { metricFields, QUANTITY_UNIT_FIELD } from "~/shared/metric-fields";

export const meta: MetaFunction = () => [{ title: "Diary — Fitplate" }];

function diaryUrl(date: string) {
  return `/diary?date=${date}`;
}

/** The diary with one entry's editor open (the page without JavaScript opens it so). */
const EDIT_PARAM = "edit";
const editUrl = (date: string, entryId: number) => `${diaryUrl(date)}&${EDIT_PARAM}=${entryId}#diary-entry-${entryId}`;

export const loader = pageLoader("page", async ({ userId, url }) => {
  const settings = await getDaySettings(userId);
  if (!settings) throw new Response("Not Found", { status: 404 });
  const { today, timeZone, timeZoneChosen, units } = settings;
  const requested = url.searchParams.get("date") ?? today;
  const date = isIsoDate(requested) ? requested : today;
  const [{ diary, nutrients }, panel, savedMeals] = await Promise.all([
    getDiaryWithNutrients(userId, date),
    loadLogPanel(userId, url),
    listSavedMeals(userId),
  ]);
  return {
    owner: userId,
    diary,
    panel,
    label: formatDayLabel(date, today),
    longDate: new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }),
    previous: addDays(date, -1),
    next: date < today ? addDays(date, 1) : null,
    unchosenTimeZone: timeZoneChosen ? null : timeZone,
    canLog: isLoggableDay(date, today),
    units,
    savedMeals,
    nutrients,
  };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [LOG_FOOD_CREATE, QUICK_ADD_INTENT, COPY_DAY_INTENT, SAVE_MEAL_INTENT, LOG_SAVED_MEAL_INTENT],
  intents: {
    [LOG_FOOD_INTENT]: ({ userId, formData }) => logFoodFromForm(userId, formData, diaryUrl),
    [UPDATE_ENTRY_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        metricFields(formData),
        intent,
        EntryEditForm,
        ({ entryId, ...change }) => updateEntry(userId, entryId, change),
        (entry) =>
          redirectWithToast(diaryUrl(entry.date), {
            title: "Entry updated",
            description: `${entry.foodName}: ${formatFood(entry.quantity, formData.get(QUANTITY_UNIT_FIELD) === "oz" ? "us" : "metric")}, ${entry.mealType}.`,
          }),
      ),
    [QUICK_ADD_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        QuickAddInput,
        (input) => quickAdd(userId, input),
        (added) =>
          redirectWithToast(diaryUrl(added.date), {
            title: "Food Added!",
            description: `${added.name}: ${added.calories} kcal, ${added.mealType}.`,
            undo: { action: "/diary", fields: { intent: DELETE_ENTRY_INTENT, entryId: String(added.entryId) } },
          }),
      ),
    [COPY_DAY_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        CopyDayInput,
        (input) => copyDay(userId, input),
        (copied) => {
          const ids = copied.entries.map((entry) => entry.entryId);
          return redirectWithToast(diaryUrl(copied.toDate), {
            title: "Copied",
            description: `${copied.mealType ? mealTypeTitle(copied.mealType) : "Everything"} from ${copied.fromDate}: ${copied.totals.calories} kcal.`,
            undo: ids.length
              ? {
                  action: "/diary",
                  fields: { intent: UNDO_COPY_INTENT, firstEntryId: String(Math.min(...ids)), lastEntryId: String(Math.max(...ids)) },
                }
              : undefined,
          });
        },
      ),
    [SAVE_MEAL_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        SaveMealInput,
        async (input) => ({ input, saved: await saveMeal(userId, input) }),
        ({ input, saved }) =>
          redirectWithToast(diaryUrl(input.date), {
            title: "Meal saved",
            description: `${saved.name}: ${saved.items.length} ${saved.items.length === 1 ? "food" : "foods"}, ${saved.totals.calories} kcal. Log it again from Saved meals.`,
          }),
      ),
    [LOG_SAVED_MEAL_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        LogSavedMealInput.extend(SavedMealRef.shape),
        ({ savedMealId, ...input }) => logSavedMeal(userId, savedMealId, input),
        (logged) => {
          const ids = logged.entries.map((entry) => entry.entryId);
          return redirectWithToast(diaryUrl(logged.date), {
            title: "Food Added!",
            description: `${logged.name}: ${logged.totals.calories} kcal, ${logged.mealType}.`,
            undo: ids.length
              ? {
                  action: "/diary",
                  fields: {
                    intent: UNDO_SAVED_MEAL_LOG_INTENT,
                    mealId: String(logged.mealId),
                    firstEntryId: String(Math.min(...ids)),
                    lastEntryId: String(Math.max(...ids)),
                  },
                }
              : undefined,
          });
        },
      ),
    [UNDO_SAVED_MEAL_LOG_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        UndoSavedMealLogInput,
        (input) => undoSavedMealLog(userId, input),
        (undone) =>
          redirectWithToast(undone.date ? diaryUrl(undone.date) : "/diary", {
            title: "Log undone",
            description: `${undone.removed} ${undone.removed === 1 ? "entry" : "entries"} removed.`,
          }),
      ),
    [DELETE_SAVED_MEAL_INTENT]: ({ userId, formData, intent, url }) =>
      submitForm(
        formData,
        intent,
        SavedMealRef,
        ({ savedMealId }) => deleteSavedMeal(userId, savedMealId),
        (deleted) => {
          const date = url.searchParams.get("date");
          return redirectWithToast(date && isIsoDate(date) ? diaryUrl(date) : "/diary", {
            title: "Saved meal deleted",
            description: `${deleted.name} was deleted; what you logged from it stays.`,
          });
        },
      ),
    [UNDO_COPY_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        UndoCopyInput,
        (input) => undoCopy(userId, input),
        (undone) =>
          redirectWithToast(undone.date ? diaryUrl(undone.date) : "/diary", {
            title: "Copy undone",
            description: `${undone.removed} ${undone.removed === 1 ? "entry" : "entries"} removed.`,
          }),
      ),
    [DELETE_ENTRY_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        EntryRefForm,
        ({ entryId }) => deleteEntry(userId, entryId),
        (entry) =>
          redirectWithToast(diaryUrl(entry.date), {
            title: "Entry deleted",
            description: `${entry.foodName} was removed.`,
            undo: { action: "/diary", fields: { intent: RESTORE_ENTRY_INTENT, entryId: String(entry.id) } },
          }),
      ),
    [RESTORE_ENTRY_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        EntryRefForm,
        ({ entryId }) => restoreEntry(userId, entryId),
        (entry) => redirectWithToast(diaryUrl(entry.date), { title: "Entry restored", description: `${entry.foodName} is back.` }),
      ),
  },
});

export default function DiaryPage() {
  const { owner, diary, panel, label, longDate, previous, next, unchosenTimeZone, canLog, units, savedMeals, nutrients } =
    useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const action = diaryUrl(diary.date);
  // The one entry being edited: opened by a tap (this page's visit only), by the link without
  // JavaScript, or by a refused edit's reply.
  // (The URL's parameter read by hand: useSearchParams would add its code to every page's shared chunk.)
  const location = useLocation();
  const [tap, setTap] = useState<{ visit: string; entryId: number | null } | null>(null);
  const tapped = tap?.visit === location.key ? tap : null;
  const editing = tapped
    ? tapped.entryId
    : (repliedEntryId(reply) ?? (Number(new URLSearchParams(location.search).get(EDIT_PARAM)) || null));
  const dayArrow =
    "inline-flex min-h-touch min-w-touch items-center justify-center rounded-xl bg-white text-2xl shadow-sm ring-1 ring-slate-200";
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="Diary"
        subtitle={longDate}
        actions={
          <Link to="/recipes" className={buttonClass("ghost", "text-sm")}>
            Recipes
          </Link>
        }
      />
      {unchosenTimeZone ? <TimeZoneNotice timeZone={unchosenTimeZone} /> : null}
      <nav aria-label="Day" className="flex items-center justify-between gap-2">
        <Link to={diaryUrl(previous)} className={dayArrow} aria-label="Previous day">
          ‹
        </Link>
        <div className="min-w-0 text-center">
          <p className="text-lg font-semibold">{label}</p>
          <p className="text-sm text-slate-700" data-testid="diary-total">
            <span className="whitespace-nowrap">{diary.totals.calories} kcal</span> ·{" "}
            <span className="whitespace-nowrap">
              P {diary.totals.protein} g · C {diary.totals.carbs} g · F {diary.totals.fat} g
            </span>
          </p>
        </div>
        {next ? (
          <Link to={diaryUrl(next)} className={dayArrow} aria-label="Next day">
            ›
          </Link>
        ) : (
          <span className="min-w-touch" />
        )}
      </nav>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <PendingFoodLogs owner={owner} />
          <DiarySlots
            slots={diary.slots}
            level={2}
            editor={(entry, mealType) =>
              entry.entryId === editing ? (
                <EntryEditor
                  key={`${entry.entryId}-${entry.quantity}-${mealType}`}
                  action={action}
                  closeHref={action}
                  onClose={tapped ? () => setTap({ visit: location.key, entryId: null }) : undefined}
                  entryId={entry.entryId}
                  quantity={entry.quantity ?? 100}
                  mealType={mealType}
                  name={entry.name}
                  reply={reply}
                  units={units}
                />
              ) : (
                <EntryEditLink
                  href={editUrl(diary.date, entry.entryId)}
                  name={entry.name}
                  onOpen={() => setTap({ visit: location.key, entryId: entry.entryId })}
                />
              )
            }
            units={units}
            slotActions={(mealType) => (
              <>
                {canLog ? (
                  <CopySlotButton action={action} toDate={diary.date} fromDate={previous} mealType={mealType} formKey={panel.formKey} />
                ) : null}
                {diary.slots.some((slot) => slot.mealType === mealType && slot.entries.some((entry) => entry.entryId !== null)) ? (
                  <SaveMealForm action={action} date={diary.date} mealType={mealType} formKey={panel.formKey} />
                ) : null}
              </>
            )}
          />
          <DayNutrients entries={nutrients.entries} totals={nutrients.totals} />
          {canLog ? (
            <SavedMealsCard
              meals={savedMeals}
              action={action}
              date={diary.date}
              formKey={panel.formKey}
              error={
                formErrorOf(reply, LOG_SAVED_MEAL_INTENT) ??
                formErrorOf(reply, SAVE_MEAL_INTENT) ??
                formErrorOf(reply, DELETE_SAVED_MEAL_INTENT)
              }
            />
          ) : null}
          {canLog ? (
            <CopyDayCard
              action={action}
              toDate={diary.date}
              fromDate={previous}
              formKey={panel.formKey}
              error={formErrorOf(reply, COPY_DAY_INTENT)}
            />
          ) : null}
        </div>
        <div className="min-w-0">
          {canLog ? (
            <div className="space-y-4">
              <FoodSearchPanel initial={panel} action={action} owner={owner} date={diary.date} reply={reply} units={units} belowTheFold />
              <QuickAddForm action={action} date={diary.date} mealType={panel.mealType} formKey={panel.formKey} reply={reply} />
            </div>
          ) : (
            <p role="note" className="rounded-2xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200/70">
              Meals can be logged up to a day ahead.{" "}
              <Link to="/diary" className="font-medium text-brand-700 underline">
                Back to today
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
