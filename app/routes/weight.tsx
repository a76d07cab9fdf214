import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { allMessagesOf, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { boundsIn, formatWeight, WEIGHT_UNIT } from "~/modules/units/units";
import { addDays } from "~/modules/dates/calendar";
import { getDaySettings } from "~/modules/user/clock.server";
import { deleteWeight, editWeight, listWeights, logWeight, weightTrend } from "~/modules/weight/log.server";
import { WEIGHT_BOUNDS, WEIGHT_INTENTS, WeightEditForm, WeightEntryRef, WeightForm } from "~/modules/weight/weight-input";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { DateTimeInput } from "~/ui/DateTimeInput";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { SectionTabs } from "~/ui/SectionTabs";
import { TrendSummary } from "~/ui/weight/TrendSummary";
import { WeightChart } from "~/ui/weight/WeightChart";
import { WeightLog } from "~/ui/weight/WeightLog";

export const meta: MetaFunction = () => [{ title: "Weight — Fitplate" }];

async function settingsOf(userId: number) {
  const day = await getDaySettings(userId);
  if (!day) throw new Response("Not Found", { status: 404 });
  return day;
}

export const loader = pageLoader("page", async ({ userId }) => {
  const day = await settingsOf(userId);
  const [entries, trend] = await Promise.all([listWeights(userId), weightTrend(userId, day.today)]);
  // The chart shows the last 90 days (about 90 dots: readable on a 360 px phone).
  const chart = trend.points.filter((point) => point.date >= addDays(day.today, -89));
  return { units: day.units, today: day.today, entries, trend: { latest: trend.latest, weeklyRate: trend.weeklyRate }, chart };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [WEIGHT_INTENTS.log]: async ({ userId, formData, intent }) => {
      const { units } = await settingsOf(userId);
      return submitForm(
        formData,
        intent,
        WeightForm(units),
        (input) => logWeight(userId, input),
        (entry) =>
          redirectWithToast("/weight", { title: "Weight logged", description: `${formatWeight(entry.kg, units)} on ${entry.date}.` }),
      );
    },
    [WEIGHT_INTENTS.edit]: async ({ userId, formData, intent }) => {
      const { units } = await settingsOf(userId);
      return submitForm(
        formData,
        intent,
        WeightEditForm(units),
        ({ entryId, kg }) => editWeight(userId, entryId, { kg }),
        (entry) =>
          redirectWithToast("/weight", { title: "Weight changed", description: `${formatWeight(entry.kg, units)} on ${entry.date}.` }),
      );
    },
    [WEIGHT_INTENTS.remove]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        WeightEntryRef,
        ({ entryId }) => deleteWeight(userId, entryId),
        (entry) => redirectWithToast("/weight", { title: "Weight deleted", description: `The entry of ${entry.date} was removed.` }),
      ),
  },
});

/** The body-weight log (issue 41): add a weigh-in, see every entry with its source, edit or delete one. */
export default function Weight() {
  const { units, today, entries, trend, chart } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const bounds = boundsIn("weight", WEIGHT_BOUNDS, units);
  const unit = WEIGHT_UNIT[units];
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Weight"
        subtitle="One log: what you type, import or sync"
        actions={
          <>
            <Link to="/measurements" className={buttonClass("ghost", "text-sm")}>
              Measurements →
            </Link>
            <Link to="/check-in" className={buttonClass("ghost", "text-sm")}>
              Weekly check-in →
            </Link>
            <Link to="/progress" className={buttonClass("ghost", "text-sm")}>
              Progress →
            </Link>
          </>
        }
      />
      <Card title="Trend" titleId="weight-trend">
        <TrendSummary trend={trend} units={units} />
        {chart.length > 0 ? (
          <div className="mt-3">
            <WeightChart points={chart} units={units} />
            <p className="mt-1 text-sm text-slate-600">
              Dots: your weigh-ins. Line: the trend, which takes a tenth of each day&apos;s difference, so a salty meal or a missed weigh-in
              barely moves it.
            </p>
          </div>
        ) : null}
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card title="Add a weigh-in" titleId="add-weight">
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value={WEIGHT_INTENTS.log} />
            <FormAlert message={allMessagesOf(reply, WEIGHT_INTENTS.log)} />
            <div className="grid grid-cols-2 gap-3">
              <label className="block text-sm font-medium text-slate-800">
                Day
                <DateTimeInput name="date" type="date" defaultValue={today} max={today} required className={inputClass} />
              </label>
              <label className="block text-sm font-medium text-slate-800">
                Weight ({unit})
                <input name="weight" type="text" inputMode="decimal" required className={inputClass} aria-describedby="weight-range" />
              </label>
            </div>
            <p id="weight-range" className="text-sm text-slate-600">
              {bounds.min}–{bounds.max} {unit}. A second weight for the same day replaces the one you typed.
            </p>
            <Button disabled={busy} className="w-full text-lg sm:w-auto">
              Save weight
            </Button>
          </Form>
        </Card>
        <Card title="Your entries" titleId="weight-entries">
          <FormAlert message={allMessagesOf(reply, WEIGHT_INTENTS.edit) ?? allMessagesOf(reply, WEIGHT_INTENTS.remove)} className="mb-2" />
          <WeightLog entries={entries} units={units} today={today} busy={busy} />
        </Card>
      </div>
    </div>
  );
}
