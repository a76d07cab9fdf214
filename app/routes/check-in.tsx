import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { pageLoader } from "~/http/read-policy.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { CHECK_IN_INTENT, CheckInInput, CheckInQuery, NOTHING_YET, pacesFor, paceWords } from "~/modules/energy/check-in";
import { getCheckIn, recordCheckIn } from "~/modules/energy/check-in.server";
import { formatPace, type Units } from "~/modules/units/units";
import { getDaySettings } from "~/modules/user/clock.server";
import { GOAL_LABELS, GOALS } from "~/modules/user/profile-fields";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { CheckInHistory } from "~/ui/check-in/CheckInHistory";
import { inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { SectionTabs } from "~/ui/SectionTabs";
import { rateText } from "~/ui/weight/TrendSummary";

export const meta: MetaFunction = () => [{ title: "Weekly check-in — Fitplate" }];

export const loader = pageLoader("page", async ({ userId, url }) => {
  const day = await getDaySettings(userId);
  if (!day) throw new Response("Not Found", { status: 404 });
  const params = url.searchParams;
  // The "Show" form's goal and pace; anything else shows the default proposal.
  const query = CheckInQuery.safeParse({ goal: params.get("goal") ?? undefined, pace: params.get("pace") ?? undefined });
  return { units: day.units, checkIn: await getCheckIn(userId, query.success ? query.data : {}) };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [CHECK_IN_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        CheckInInput,
        (input) => recordCheckIn(userId, input),
        (row) =>
          redirectWithToast("/check-in", {
            title: "Check-in saved",
            description:
              row.decision === "kept"
                ? `Your target stays at ${row.targetKcal} kcal a day.`
                : `Your target is now ${row.targetKcal} kcal a day.`,
          }),
      ),
  },
});

const paceText = (kg: number, units: Units) => `${formatPace(kg, units)} a week`;

/** The weekly check-in (issue 41): the estimate, the trend against the goal, and a target only the member can change. */
export default function CheckIn() {
  const { units, checkIn } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const { estimate, proposal, goal, paceKgPerWeek } = checkIn;
  const refusal = Object.values(replyFor(reply, CHECK_IN_INTENT)?.error ?? {})
    .flat()
    .join(" ");
  const goalWords = goal === "maintain" ? "keep your weight steady" : `${goal} ${paceText(paceKgPerWeek, units)}`;
  const hidden = (
    <>
      <input type="hidden" name="intent" value={CHECK_IN_INTENT} />
      <input type="hidden" name="goal" value={goal} />
      <input type="hidden" name="paceKgPerWeek" value={paceKgPerWeek} />
      {proposal ? <input type="hidden" name="proposedKcal" value={proposal.proposedKcal} /> : null}
    </>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Weekly check-in"
        subtitle={
          checkIn.due ? "Due today: look at your week, then choose your target" : `Done this week; the next one is on ${checkIn.nextOn}`
        }
        actions={
          <Link to="/weight" className={buttonClass("ghost", "text-sm")}>
            Weight →
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <Card title="What you burn" titleId="check-in-estimate">
            {estimate ? (
              <>
                <p className="text-3xl font-bold tabular-nums" data-testid="check-in-estimate">
                  {estimate.estimateKcal} kcal a day
                </p>
                <p className="text-sm text-slate-600">
                  ± {estimate.uncertaintyKcal} kcal;{" "}
                  {estimate.priorKcal === null
                    ? "from your own logs alone."
                    : `${Math.round(estimate.confidence * 100)} % from your own logs, the rest from the formula.`}
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {estimate.explanation.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-slate-700">{NOTHING_YET}.</p>
            )}
          </Card>
          <Card title="Your trend and your goal" titleId="check-in-goal">
            <p className="text-slate-800" data-testid="check-in-trend">
              {checkIn.trendKgPerWeek === null
                ? "Your trend needs a few weigh-ins this week and last before it shows a weekly rate."
                : `Your trend moved ${rateText(checkIn.trendKgPerWeek, units)} over the last week; your goal is to ${goalWords}`}
              {paceWords(checkIn.trendKgPerWeek, checkIn.goalKgPerWeek)}
            </p>
            <Form method="get" className="mt-3 space-y-3">
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">Goal</legend>
                <div className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                  {GOALS.map((option) => (
                    <label key={option} className="flex min-h-touch items-center gap-2 rounded-xl border border-slate-200 px-3 text-lg">
                      <input
                        type="radio"
                        name="goal"
                        value={option}
                        defaultChecked={option === goal}
                        className="h-6 w-6 shrink-0 accent-brand-700"
                      />
                      {GOAL_LABELS[option]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">Pace, to lose or gain</legend>
                <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
                  {pacesFor(units).map((pace) => (
                    <label key={pace} className="flex min-h-touch items-center gap-2 rounded-xl border border-slate-200 px-3 text-lg">
                      <input
                        type="radio"
                        name="pace"
                        value={pace}
                        defaultChecked={pace === paceKgPerWeek}
                        className="h-6 w-6 shrink-0 accent-brand-700"
                      />
                      {formatPace(pace, units)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Button variant="secondary" className="w-full text-lg sm:w-auto">
                Show the proposal
              </Button>
            </Form>
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <Card title="Your calorie target" titleId="check-in-target">
            <p className="text-slate-700">
              Now: <strong data-testid="check-in-current">{checkIn.currentKcal} kcal</strong> a day. Nothing changes until you choose.
            </p>
            {proposal ? (
              <div className="mt-3 rounded-xl bg-brand-50 p-3">
                <p className="text-sm text-slate-700">Proposed, to {goalWords}:</p>
                <p className="text-3xl font-bold tabular-nums" data-testid="check-in-proposal">
                  {proposal.proposedKcal} kcal
                </p>
                <p className="text-sm text-slate-700">
                  {proposal.changeKcal === 0
                    ? "The same as now"
                    : `${proposal.changeKcal > 0 ? "+" : "−"}${Math.abs(proposal.changeKcal)} kcal`}
                  ; protein {proposal.macros.protein} g, carbs {proposal.macros.carbs} g, fat {proposal.macros.fat} g.
                </p>
              </div>
            ) : null}
            <FormAlert message={refusal || null} className="mt-3" />
            {checkIn.due && proposal ? (
              <div className="mt-3 space-y-3">
                <Form method="post" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {hidden}
                  <Button name="decision" value="accepted" disabled={busy} className="text-lg">
                    Accept {proposal.proposedKcal} kcal
                  </Button>
                  <Button name="decision" value="kept" variant="secondary" disabled={busy} className="text-lg">
                    Keep {checkIn.currentKcal} kcal
                  </Button>
                </Form>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  {hidden}
                  <input type="hidden" name="decision" value="adjusted" />
                  <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800">
                    Or your own target (kcal)
                    <input
                      name="targetKcal"
                      type="number"
                      inputMode="numeric"
                      min={800}
                      max={6000}
                      step={1}
                      required
                      defaultValue={proposal.proposedKcal}
                      className={`${inputClass} text-lg`}
                    />
                  </label>
                  <Button variant="secondary" disabled={busy} className="text-lg">
                    Set my target
                  </Button>
                </Form>
              </div>
            ) : checkIn.due ? null : (
              <p className="mt-3 text-sm text-slate-600">You have checked in this week. Your next check-in is on {checkIn.nextOn}.</p>
            )}
          </Card>
          <Card title="Past check-ins" titleId="check-in-history">
            <CheckInHistory history={checkIn.history} />
          </Card>
        </div>
      </div>
    </div>
  );
}
