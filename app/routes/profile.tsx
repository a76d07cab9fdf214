import { pageLoader } from "~/http/read-policy.server";
import { useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { formErrorOf, replyFor, titleOf, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { macroTargets } from "~/modules/food/nutrition";
import { suggestCalorieGoal } from "~/modules/user/calorie-suggestion";
import { CalorieGoalForm, type ProfileForm, TimeZoneForm } from "~/modules/user/profile-input";
import { FORM_UNITS_FIELD, PROFILE_INTENTS, PROFILE_UPDATED, UNITS_INTENT, UPDATE_FAILED } from "~/modules/user/profile-fields";
import { getDaySettings } from "~/modules/user/clock.server";
import { TimeZoneCard, TIME_ZONE_CHOICE } from "~/ui/profile/TimeZoneCard";
import { TimeZoneSummary } from "~/ui/profile/TimeZoneSummary";
import { listTimeZones } from "~/modules/user/time-zone";
import { UnitsCard } from "~/ui/profile/UnitsCard";
import { BasicInformationCard } from "~/ui/profile/BasicInformationCard";
import { DietaryRestrictionsCard } from "~/ui/profile/DietaryRestrictionsCard";
import { GoalsCard } from "~/ui/profile/GoalsCard";
import type { ProfileFields } from "~/ui/profile/profile-form";
import { SuggestedGoalCard } from "~/ui/profile/SuggestedGoalCard";
import { UnitsForm } from "~/modules/user/units-input";
import { profileFormFor } from "~/modules/user/profile-units";
import { ftInFromCm, weightValue } from "~/modules/units/units";
import { getProfile } from "~/modules/user/profile.server";
import { hasAdvancedAnalytics, tierLabel } from "~/modules/user/tiers";
import { updateProfile } from "~/modules/user/update.server";
import { Button } from "~/ui/Button";
import { getBilling } from "~/modules/payments/billing.server";
import { AccountCard } from "~/ui/account/AccountCard";
import { BillingCard } from "~/ui/premium/BillingCard";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { SectionTabs } from "~/ui/SectionTabs";
import { formAction } from "~/http/write-policy.server";
import { saveNotificationSettingsFromForm } from "~/http/screens/notification-settings-form.server";
import { NOTIFICATION_SETTINGS_INTENT } from "~/modules/notifications/settings";
import { getNotificationSettings } from "~/modules/notifications/settings.server";
import { pushDevices } from "~/modules/notifications/push.server";
import { NotificationSettingsCard } from "~/ui/notifications/NotificationSettingsCard";

export const meta: MetaFunction = () => [{ title: "Profile — Fitplate" }];

const zonesFor = (current: string) => {
  const zones = listTimeZones();
  return zones.includes(current) ? zones : [current, ...zones];
};

export const loader = pageLoader("page", async ({ userId, url }) => {
  const [profile, billing, day, notifications, push] = await Promise.all([
    getProfile(userId),
    getBilling(userId),
    getDaySettings(userId),
    getNotificationSettings(userId),
    pushDevices(userId),
  ]);
  if (!profile || !billing || !day) throw new Response("Not Found", { status: 404 });
  const confirmCancel = url.searchParams.get("billing") === "cancel";
  return {
    profile,
    billing,
    notifications,
    push,
    confirmCancel,
    suggestion: suggestCalorieGoal(profile),
    targets: macroTargets(profile.dailyCalorieGoal),
    // The 400-odd zones only while the member chooses (issue 44): the rest of the time Profile says
    // which zone the days follow and links to the choice.
    timeZone: {
      chosen: day.timeZoneChosen,
      zones: url.searchParams.get("choose") === TIME_ZONE_CHOICE ? zonesFor(profile.timeZone) : null,
    },
  };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [PROFILE_INTENTS.save]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        profileFormFor(formData.get(FORM_UNITS_FIELD) === "us" ? "us" : "metric"),
        (input) => updateProfile(userId, input),
        (profile) =>
          redirectWithToast("/profile", {
            title: PROFILE_UPDATED,
            description: `Your daily goal is ${profile.dailyCalorieGoal} kcal; Home's targets follow it.`,
          }),
      ),
    [PROFILE_INTENTS.timeZone]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        TimeZoneForm,
        (input) => updateProfile(userId, input),
        (profile) =>
          redirectWithToast("/profile", { title: PROFILE_UPDATED, description: `Your days now follow ${profile.timeZone} time.` }),
      ),
    [NOTIFICATION_SETTINGS_INTENT]: ({ userId, formData }) => saveNotificationSettingsFromForm(userId, formData, "/profile"),
    [UNITS_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        UnitsForm,
        (input) => updateProfile(userId, input),
        (profile) =>
          redirectWithToast("/profile", {
            title: PROFILE_UPDATED,
            description:
              profile.units === "us" ? "Amounts now show in lb, ft + in, oz and fl oz." : "Amounts now show in kg, cm, g and ml.",
          }),
      ),
    [PROFILE_INTENTS.acceptGoal]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        CalorieGoalForm,
        (input) => updateProfile(userId, input),
        (profile) =>
          redirectWithToast("/profile", {
            title: PROFILE_UPDATED,
            description: `Your daily goal is now ${profile.dailyCalorieGoal} kcal.`,
          }),
      ),
  },
});

function failureMessage(reply: FormReply | undefined, intent: string): string | null {
  const result = replyFor(reply, intent);
  if (!result || result.status !== "error") return null;
  const refused = formErrorOf(reply, intent);
  if (refused && titleOf(reply, intent) === UPDATE_FAILED.title) return refused;
  return refused
    ? `${UPDATE_FAILED.title}: ${UPDATE_FAILED.description} ${refused}`
    : `${UPDATE_FAILED.title}: Check the fields marked below.`;
}

/** The profile (spec core §2, §3, §5): body data, goals, dietary restrictions; saving drives Home's targets. */
export default function Profile() {
  const { profile, billing, confirmCancel, suggestion, targets, timeZone, notifications, push } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/user/profile-units"),
    ({ profileFormFor }, formData, parseWithZod) => parseWithZod(formData, { schema: profileFormFor(profile.units) }),
  );
  const [form, fields] = useForm<ProfileFields, z.output<typeof ProfileForm>>({
    id: "profile",
    lastResult: replyFor(reply, PROFILE_INTENTS.save),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      username: profile.username ?? "",
      email: profile.email ?? "",
      age: String(profile.age ?? ""),
      height: String(profile.height ?? ""),
      heightFt: profile.height === null ? "" : String(ftInFromCm(profile.height).feet),
      heightIn: profile.height === null ? "" : String(ftInFromCm(profile.height).inches),
      weight: profile.weight === null ? "" : String(profile.units === "us" ? weightValue(profile.weight, "us") : profile.weight),
      sex: profile.sex ?? "",
      activityLevel: profile.activityLevel ?? "",
      goal: profile.goal ?? "",
      dailyCalorieGoal: String(profile.dailyCalorieGoal),
      dietaryRestrictions: profile.dietaryRestrictions,
      trackCalories: profile.trackCalories ? "on" : undefined,
      trackWorkouts: profile.trackWorkouts ? "on" : undefined,
    },
    onValidate,
  });
  const premium = hasAdvancedAnalytics(profile.tier);
  const goalMessage = failureMessage(reply, PROFILE_INTENTS.acceptGoal);
  const zoneResult = replyFor(reply, PROFILE_INTENTS.timeZone);
  const timeZoneCard = timeZone.zones ? (
    <TimeZoneCard
      timeZone={profile.timeZone}
      chosen={timeZone.chosen}
      zones={timeZone.zones}
      intent={PROFILE_INTENTS.timeZone}
      error={zoneResult?.error ? Object.values(zoneResult.error).flat().join(" ") || null : null}
      busy={busy}
    />
  ) : (
    <TimeZoneSummary timeZone={profile.timeZone} chosen={timeZone.chosen} />
  );

  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Profile"
        subtitle={profile.username ?? (profile.isGuest ? "Guest account" : undefined)}
        actions={
          premium ? (
            <span data-testid="premium-badge" className="rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-slate-900">
              ★ {tierLabel(profile.tier)} active
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">Free plan</span>
          )
        }
      />
      {timeZone.chosen && !timeZone.zones ? null : timeZoneCard}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <AccountCard isGuest={profile.isGuest} email={profile.email} />
        <BillingCard billing={billing} confirmCancel={confirmCancel} />
      </div>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value={PROFILE_INTENTS.save} />
        <input type="hidden" name={FORM_UNITS_FIELD} value={profile.units} />
        <FormAlert message={failureMessage(reply, PROFILE_INTENTS.save)} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          <BasicInformationCard fields={fields} units={profile.units} email={profile.email} isGuest={profile.isGuest} />
          <GoalsCard fields={fields} targets={targets} />
        </div>
        <DietaryRestrictionsCard field={fields.dietaryRestrictions} />
        <Button disabled={busy} className="w-full text-lg sm:w-auto">
          Save Changes
        </Button>
      </Form>

      {timeZone.chosen && !timeZone.zones ? timeZoneCard : null}
      <UnitsCard
        units={profile.units}
        intent={UNITS_INTENT}
        error={
          Object.values(replyFor(reply, UNITS_INTENT)?.error ?? {})
            .flat()
            .join(" ") || null
        }
        busy={busy}
      />
      <NotificationSettingsCard
        settings={notifications}
        push={push}
        timeZone={profile.timeZone}
        error={
          Object.values(replyFor(reply, NOTIFICATION_SETTINGS_INTENT)?.error ?? {})
            .flat()
            .join(" ") || null
        }
        busy={busy}
      />
      <SuggestedGoalCard
        suggestion={suggestion}
        dailyCalorieGoal={profile.dailyCalorieGoal}
        intent={PROFILE_INTENTS.acceptGoal}
        error={goalMessage}
        busy={busy}
      />
    </div>
  );
}
