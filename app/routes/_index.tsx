import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formFields, formResult, type FormError } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { startGuest } from "~/modules/auth/guest.server";
import { requirePageUser } from "~/http/guards.server";
import { getSessionUserId } from "~/modules/auth/session.server";
import { macroTargets } from "~/modules/food/nutrition";
import { getDiary } from "~/modules/meal/diary.server";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { logFood } from "~/modules/meal/log.server";
import { listQuickFoods } from "~/modules/meal/recent.server";
import { formatDayLabel, localDateOf } from "~/modules/tracking/calendar";
import { getProfile } from "~/modules/user/profile.server";
import { FoodSearchPanel } from "~/ui/food-search/FoodSearchPanel";
import { loadLogPanel } from "~/ui/food-search/panel-query.server";
import { DaySummary } from "~/ui/tracking/DaySummary";
import { DiarySlots } from "~/ui/tracking/DiarySlots";
import { QuickFoods } from "~/ui/tracking/QuickFoods";
import { TimeZoneInput } from "~/ui/TimeZoneInput";

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getSessionUserId(request);
  const profile = userId === null ? null : await getProfile(userId);
  if (userId === null || profile === null) return { home: null };

  const today = localDateOf(new Date(), profile.timeZone);
  const [diary, quick, panel] = await Promise.all([
    getDiary(userId, today),
    listQuickFoods(userId),
    loadLogPanel(userId, new URL(request.url)),
  ]);
  return {
    home: {
      today,
      dayLabel: formatDayLabel(today, today),
      goal: profile.dailyCalorieGoal,
      targets: macroTargets(profile.dailyCalorieGoal),
      diary,
      quick,
      panel,
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const fields = await formFields(request);
  if (fields.intent === "start") {
    const { setCookie } = await startGuest(fields.timeZone || undefined);
    return redirectWithToast("/", { title: "Welcome to Fitplate!", description: "Your tracking starts today." }, { "Set-Cookie": setCookie });
  }
  const userId = await requirePageUser(request);
  if (fields.intent === LOG_FOOD_INTENT) {
    return formResult(
      () => logFood(userId, fields),
      (logged) => redirectWithToast("/", { title: "Food Added!", description: `${logged.foodName} has been logged successfully.` }),
    );
  }
  return Response.json({ error: "Unknown action" }, { status: 400 });
}

export default function Home() {
  const { home } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormError>();
  if (!home) return <Welcome />;
  return (
    <div className="space-y-4">
      <header className="flex items-baseline justify-between">
        <h1 className="text-2xl font-bold">{home.dayLabel}</h1>
        <Link to="/diary" className="inline-flex min-h-touch items-center text-sm font-semibold text-brand-700">
          Diary →
        </Link>
      </header>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4">
          <DaySummary totals={home.diary.totals} goal={home.goal} targets={home.targets} />
          <FoodSearchPanel initial={home.panel} action="/?index" error={actionData?.error} />
        </div>
        <div className="space-y-4">
          <QuickFoods title="Recent foods" foods={home.quick.recent} action="/?index" />
          <QuickFoods title="Frequent foods" foods={home.quick.frequent} action="/?index" />
          <section aria-labelledby="today-meals">
            <div className="mb-2 flex items-baseline justify-between">
              <h2 id="today-meals" className="text-lg font-semibold">
                Today's meals
              </h2>
              <Link to="/foods" className="inline-flex min-h-touch items-center text-sm font-semibold text-brand-700">
                My foods
              </Link>
            </div>
            <DiarySlots slots={home.diary.slots} />
          </section>
        </div>
      </div>
    </div>
  );
}

function Welcome() {
  const navigation = useNavigation();
  return (
    <section className="flex min-h-[70vh] flex-col justify-center gap-6 text-center">
      <div>
        <h1 className="text-3xl font-bold text-brand-700">Fitplate</h1>
        <p className="mt-3 text-lg text-slate-700">Log what you eat, see your calories and macros, and track your workouts.</p>
      </div>
      <Form method="post" className="mx-auto w-full max-w-xs">
        <input type="hidden" name="intent" value="start" />
        <TimeZoneInput />
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="min-h-touch w-full rounded-xl bg-brand-600 px-6 py-3 text-lg font-semibold text-white shadow disabled:opacity-60"
        >
          Start tracking
        </button>
      </Form>
      <p className="text-sm text-slate-500">No sign-up needed: your data stays on this device's account until you register.</p>
    </section>
  );
}
