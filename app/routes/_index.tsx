import { pageLoader } from "~/http/read-policy.server";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { REDIRECT_TO, safeRedirectTo } from "~/shared/redirect-to";
import { redirectWithToast } from "~/http/toast.server";
import { startGuest } from "~/modules/auth/guest.server";
import { isKioskRequest } from "~/modules/auth/kiosk.server";
import { macroTargets } from "~/modules/food/nutrition";
import { getDiary } from "~/modules/meal/diary.server";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { listQuickFoods } from "~/modules/meal/recent.server";
import { formatDayLabel } from "~/modules/dates/calendar";
import { getDaySettings } from "~/modules/user/clock.server";
import { DELETE_WATER_INTENT, LOG_WATER_INTENT } from "~/modules/health/water";
import { waterOfDay } from "~/modules/health/water.server";
import { checkInDue } from "~/modules/energy/check-in.server";
import { getDayBudget, setExerciseInBudget } from "~/modules/energy/budget.server";
import { ExerciseBudgetInput } from "~/modules/energy/exercise";
import { EXERCISE_BUDGET_INTENT } from "~/modules/energy/exercise-budget";
import { submitForm } from "~/http/form.server";
import { ExerciseBudgetCard } from "~/ui/budget/ExerciseBudgetCard";
import { deleteWaterFromForm, logWaterFromForm } from "~/http/screens/water-form.server";
import { WaterCard } from "~/ui/health/WaterCard";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { DaySummary } from "~/ui/diary/DaySummary";
import { DiarySlots } from "~/ui/diary/DiarySlots";
import { QuickFoods } from "~/ui/diary/QuickFoods";
import { PendingFoodLogs } from "~/ui/offline/PendingFoodLogs";
import { FoodSearchPanel } from "~/ui/food-search/FoodSearchPanel";
import { loadLogPanel } from "~/http/screens/log-panel.server";
import { LOG_FOOD_CREATE, logFoodFromForm } from "~/http/screens/log-food-form.server";
import { PageHeader } from "~/ui/PageHeader";
import { SectionTabs } from "~/ui/SectionTabs";
import { TimeZoneInput } from "~/ui/TimeZoneInput";
import { LocaleInput } from "~/ui/LocaleInput";
import { unitsForLocale } from "~/modules/units/units";
import { formAction } from "~/http/write-policy.server";

export const loader = pageLoader("session", async ({ userId, url }) => {
  const settings = userId === null ? null : await getDaySettings(userId);
  if (userId === null || settings === null) {
    return { home: null, redirectTo: safeRedirectTo(url.searchParams.get(REDIRECT_TO)) };
  }

  const { today, dailyCalorieGoal, units } = settings;
  const [diary, quick, panel, waterMl, checkInIsDue, budget] = await Promise.all([
    getDiary(userId, today),
    listQuickFoods(userId),
    loadLogPanel(userId, url),
    waterOfDay(userId, today),
    checkInDue(userId, today),
    getDayBudget(userId, { date: today }),
  ]);
  return {
    home: {
      owner: userId,
      today,
      dayLabel: formatDayLabel(today, today),
      goal: dailyCalorieGoal,
      targets: macroTargets(dailyCalorieGoal),
      diary,
      quick,
      panel,
      waterMl,
      units,
      checkInIsDue,
      budget,
    },
  };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [LOG_FOOD_CREATE, LOG_WATER_INTENT],
  intents: {
    // "Start tracking" is a visitor's: no session needed, counted against GUESTS_PER_IP.
    start: {
      guard: "none",
      throttle: "guest",
      run: async ({ request, formData }) => {
        const timeZone = formData.get("timeZone");
        // With JavaScript the form carries navigator.language; without, the browser's Accept-Language says it.
        const locale = formData.get("locale");
        const { setCookie } = await startGuest(
          typeof timeZone === "string" && timeZone ? timeZone : undefined,
          request.headers.get("User-Agent"),
          {
            kiosk: isKioskRequest(request),
            units: unitsForLocale(typeof locale === "string" && locale ? locale : request.headers.get("Accept-Language")),
          },
        );
        return redirectWithToast(
          safeRedirectTo(formData.get(REDIRECT_TO)) ?? "/",
          { title: "Welcome to Fitplate!", description: "Your tracking starts today." },
          { "Set-Cookie": setCookie },
        );
      },
    },
    [LOG_FOOD_INTENT]: ({ userId, formData }) => logFoodFromForm(userId, formData, "/"),
    [LOG_WATER_INTENT]: ({ userId, formData }) => logWaterFromForm(userId, formData, "/", "/?index"),
    [DELETE_WATER_INTENT]: ({ userId, formData }) => deleteWaterFromForm(userId, formData, "/"),
    [EXERCISE_BUDGET_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        ExerciseBudgetInput,
        (input) => setExerciseInBudget(userId, input),
        () => redirectWithToast("/", { title: "Exercise setting saved", description: "Today's budget follows it." }),
      ),
  },
});

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const { home } = data;
  if (!home) return <Welcome error={formErrorOf(reply, "start")} redirectTo={"redirectTo" in data ? data.redirectTo : null} />;
  const hasQuickFoods = home.quick.recent.length + home.quick.frequent.length > 0;
  return (
    <div className="space-y-4">
      <SectionTabs />
      <PageHeader
        title={home.dayLabel}
        actions={
          <Link to="/diary" className={buttonClass("ghost", "text-sm")}>
            Diary →
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <DaySummary totals={home.diary.totals} goal={home.budget.budgetKcal} targets={home.targets} />
          {home.checkInIsDue ? (
            <Card title="Your weekly check-in is due" titleId="check-in-due">
              <p className="text-sm text-slate-600">See what you burn, how your weight moves, and choose next week’s target.</p>
              <Link to="/check-in" className={buttonClass("primary", "mt-3 text-lg")}>
                Check in
              </Link>
            </Card>
          ) : null}
          <PendingFoodLogs owner={home.owner} />
          <FoodSearchPanel initial={home.panel} action="/?index" owner={home.owner} today={home.today} reply={reply} units={home.units} />
        </div>
        <div className="min-w-0 space-y-4">
          {hasQuickFoods ? (
            <>
              <QuickFoods
                title="Recent foods"
                titleId="recent-foods"
                foods={home.quick.recent}
                action="/?index"
                formKey={home.panel.formKey}
                owner={home.owner}
                today={home.today}
                mealType={home.panel.mealType}
              />
              <QuickFoods
                title="Frequent foods"
                titleId="frequent-foods"
                foods={home.quick.frequent}
                action="/?index"
                formKey={home.panel.formKey}
                owner={home.owner}
                today={home.today}
                mealType={home.panel.mealType}
              />
            </>
          ) : (
            <Card title="Recent foods" titleId="recent-foods">
              <p className="text-sm text-slate-600">
                Foods you log show up here, ready to log again with one tap. Search above to log your first food.
              </p>
            </Card>
          )}
          <section aria-labelledby="today-meals" className="min-w-0">
            <div className="mb-2 flex items-center justify-between gap-3">
              <h2 id="today-meals" className="text-lg font-semibold">
                Today’s meals
              </h2>
              <Link to="/foods" className={buttonClass("ghost", "text-sm")}>
                My foods
              </Link>
            </div>
            <DiarySlots slots={home.diary.slots} level={3} units={home.units} />
          </section>
          <ExerciseBudgetCard budget={home.budget} action="/?index" error={formErrorOf(reply, EXERCISE_BUDGET_INTENT)} />
          <WaterCard todayMl={home.waterMl} action="/?index" formKey={`${home.panel.formKey}-water`} units={home.units} />
          <Card title="Health data" titleId="health-data">
            <p className="text-sm text-slate-600">Bring in weight, steps, sleep and workouts from Apple Health, a scale or a tracker.</p>
            <Link to="/integrations" className={buttonClass("secondary", "mt-3 text-sm")}>
              Integrations
            </Link>
          </Card>
        </div>
      </div>
    </div>
  );
}

function Welcome({ error, redirectTo }: { error: string | null; redirectTo: string | null }) {
  const navigation = useNavigation();
  return (
    <section className="flex min-h-[70vh] flex-col justify-center gap-6 text-center">
      <div>
        <h1 className="text-4xl font-bold tracking-tight text-brand-700">Fitplate</h1>
        <p className="mt-3 text-lg text-slate-700">Log what you eat, see your calories and macros, and track your workouts.</p>
      </div>
      <Form method="post" className="mx-auto w-full max-w-xs">
        <input type="hidden" name="intent" value="start" />
        {/* Where the visitor was going before starting: back there after (a path on this site only). */}
        {redirectTo ? <input type="hidden" name={REDIRECT_TO} value={redirectTo} /> : null}
        <FormAlert message={error} className="mb-3" />
        <TimeZoneInput />
        <LocaleInput />
        <Button disabled={navigation.state !== "idle"} className="w-full text-lg shadow">
          Start tracking
        </Button>
      </Form>
      <p className="text-sm text-slate-600">No sign-up needed: your data stays on this device’s account until you register.</p>
      <p className="text-sm text-slate-700">
        Have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </section>
  );
}
