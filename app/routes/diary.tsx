import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formFields, formResult, type FormError } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { requirePageUser } from "~/http/guards.server";
import { getDiary } from "~/modules/meal/diary.server";
import { deleteEntry, restoreEntry, updateEntry } from "~/modules/meal/entries.server";
import { DELETE_ENTRY_INTENT, LOG_FOOD_INTENT, RESTORE_ENTRY_INTENT, UPDATE_ENTRY_INTENT } from "~/modules/meal/intents";
import { logFood } from "~/modules/meal/log.server";
import { addDays, formatDayLabel, isIsoDate } from "~/modules/tracking/calendar";
import { userToday } from "~/modules/user/clock.server";
import { FoodSearchPanel } from "~/ui/food-search/FoodSearchPanel";
import { loadLogPanel } from "~/ui/food-search/panel-query.server";
import { DiarySlots } from "~/ui/tracking/DiarySlots";

export const meta: MetaFunction = () => [{ title: "Diary — Fitplate" }];

function diaryUrl(date: string) {
  return `/diary?date=${date}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requirePageUser(request);
  const url = new URL(request.url);
  const today = await userToday(userId);
  const requested = url.searchParams.get("date") ?? today;
  const date = isIsoDate(requested) ? requested : today;
  const [diary, panel] = await Promise.all([getDiary(userId, date), loadLogPanel(userId, url)]);
  return {
    diary,
    panel,
    label: formatDayLabel(date, today),
    previous: addDays(date, -1),
    next: date < today ? addDays(date, 1) : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requirePageUser(request);
  const { intent, entryId, ...fields } = await formFields(request);
  switch (intent) {
    case LOG_FOOD_INTENT:
      return formResult(
        () => logFood(userId, fields),
        (logged) => redirectWithToast(diaryUrl(logged.date), { title: "Food Added!", description: `${logged.foodName} has been logged successfully.` }),
      );
    case UPDATE_ENTRY_INTENT:
      return formResult(
        () => updateEntry(userId, entryId, fields),
        (entry) => redirectWithToast(diaryUrl(entry.date), { title: "Entry updated", description: `${entry.foodName}: ${entry.quantity} g, ${entry.mealType}.` }),
      );
    case DELETE_ENTRY_INTENT:
      return formResult(
        () => deleteEntry(userId, entryId),
        (entry) =>
          redirectWithToast(diaryUrl(entry.date), {
            title: "Entry deleted",
            description: `${entry.foodName} was removed.`,
            undo: { action: "/diary", fields: { intent: RESTORE_ENTRY_INTENT, entryId: String(entry.id) } },
          }),
      );
    case RESTORE_ENTRY_INTENT:
      return formResult(
        () => restoreEntry(userId, entryId),
        (entry) => redirectWithToast(diaryUrl(entry.date), { title: "Entry restored", description: `${entry.foodName} is back.` }),
      );
    default:
      return Response.json({ error: "Unknown action" }, { status: 400 });
  }
}

export default function DiaryPage() {
  const { diary, panel, label, previous, next } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormError>();
  const action = `/diary?date=${diary.date}`;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <nav aria-label="Day" className="flex items-center justify-between gap-2">
        <Link to={diaryUrl(previous)} className="inline-flex min-h-touch min-w-touch items-center justify-center rounded-lg text-2xl" aria-label="Previous day">
          ‹
        </Link>
        <div className="text-center">
          <h1 className="text-xl font-bold">{label}</h1>
          <p className="text-sm text-slate-600" data-testid="diary-total">
            {diary.totals.calories} kcal · P {diary.totals.protein} g · C {diary.totals.carbs} g · F {diary.totals.fat} g
          </p>
        </div>
        {next ? (
          <Link to={diaryUrl(next)} className="inline-flex min-h-touch min-w-touch items-center justify-center rounded-lg text-2xl" aria-label="Next day">
            ›
          </Link>
        ) : (
          <span className="min-w-touch" />
        )}
      </nav>
      {actionData?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <DiarySlots slots={diary.slots} editAction={action} />
      <FoodSearchPanel initial={panel} action={action} date={diary.date} error={actionData?.error} />
    </div>
  );
}
