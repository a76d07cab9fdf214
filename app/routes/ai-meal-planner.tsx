import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formErrorOf, titledOf, type FormReply } from "~/shared/form-reply";
import { plannerIntentOf, plannerIntents } from "~/http/screens/meal-planner.server";
import { formAction } from "~/http/write-policy.server";
import { GENERATION_FAILED, PLANNER_TABS, type PlannerTab } from "~/modules/planner/intents";
import { getLatestPlan, getPlannerPreferences, getShoppingList } from "~/modules/planner/plans.server";
import { shoppingText } from "~/modules/planner/shopping";
import { buttonClass } from "~/ui/Button";
import { PageHeader } from "~/ui/PageHeader";
import { MealPlanView } from "~/ui/planner/MealPlanView";
import { PlannerTabs } from "~/ui/planner/PlannerTabs";
import { PreferencesForm, type SentForm } from "~/ui/planner/PreferencesForm";
import { ShoppingListView } from "~/ui/planner/ShoppingListView";

export const meta: MetaFunction = () => [{ title: "AI Meal Planner — Fitplate" }];

export const loader = pageLoader("page", async ({ userId, url }) => {
  const tab: PlannerTab = PLANNER_TABS.find((known) => known === url.searchParams.get("tab")) ?? "preferences";
  const [preferences, plan] = await Promise.all([getPlannerPreferences(userId), getLatestPlan(userId)]);
  const shopping = plan && tab === "shopping" ? await getShoppingList(plan) : null;
  if (shopping && url.searchParams.get("format") === "text") {
    return new Response(`Shopping list for your 7-day meal plan\n\n${shoppingText(shopping)}\n`, {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return { tab, preferences, plan, shopping };
});

export const action = formAction({ guard: "page", throttle: "write", intent: plannerIntentOf, intents: plannerIntents });

/** The AI meal planner (spec commercial §2.10, issue 27): preferences, the generated week, and its shopping list. */
export default function MealPlannerPage() {
  const { tab, preferences, plan, shopping } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const error = formErrorOf(reply);
  const refusal = titledOf(reply);
  const failed = refusal?.title === GENERATION_FAILED ? refusal.description : null;
  const shownTab: PlannerTab = failed || error ? "preferences" : tab;
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="AI Meal Planner"
        subtitle="A 7-day plan from our food catalogue that meets your calories and protein"
        actions={
          <Link to="/" className={buttonClass("ghost", "text-sm")}>
            ← Home
          </Link>
        }
      />
      <PlannerTabs current={shownTab} />
      {failed ? (
        <section role="alert" aria-labelledby="generation-failed" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <h2 id="generation-failed" className="font-semibold">
            {GENERATION_FAILED}
          </h2>
          <p className="text-sm">{failed}</p>
        </section>
      ) : null}
      {shownTab === "preferences" ? (
        <PreferencesForm preferences={preferences} sent={reply?.result.initialValue as SentForm} error={failed ? null : error} />
      ) : null}
      {shownTab === "meal-plan" ? <MealPlanView plan={plan} /> : null}
      {shownTab === "shopping" ? <ShoppingListView planId={plan?.id ?? null} groups={shopping} /> : null}
    </div>
  );
}
