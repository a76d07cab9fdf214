import { pageLoader } from "~/http/read-policy.server";
import { getCollectionProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { formErrorOf, replyFor, titleOf, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { macroTargets } from "~/modules/food/nutrition";
import { suggestCalorieGoal, GOAL_ADJUSTMENT } from "~/modules/user/calorie-suggestion";
import { CalorieGoalForm, type ProfileForm, TimeZoneForm } from "~/modules/user/profile-input";
import {
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  DIETARY_RESTRICTIONS,
  FORM_UNITS_FIELD,
  GOAL_LABELS,
  GOALS,
  PROFILE_BOUNDS,
  PROFILE_INTENTS,
  PROFILE_UPDATED,
  SEX_LABELS,
  SEXES,
  UNITS_INTENT,
  UPDATE_FAILED,
  US_HEIGHT_RANGE,
  US_WEIGHT_BOUNDS,
} from "~/modules/user/profile-fields";
import { getDaySettings } from "~/modules/user/clock.server";
import { TimeZoneCard, TIME_ZONE_CHOICE } from "~/ui/profile/TimeZoneCard";
import { TimeZoneSummary } from "~/ui/profile/TimeZoneSummary";
import { listTimeZones } from "~/modules/user/time-zone";
import { UnitsCard } from "~/ui/profile/UnitsCard";
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
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
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

const ageField = {
  name: "age",
  label: "Age",
  description: `${PROFILE_BOUNDS.age.min}–${PROFILE_BOUNDS.age.max} years`,
  inputMode: "numeric",
} as const;
/** Age, height and weight in the member's units: US units take feet + inches and pounds. */
const numberFields = {
  metric: [
    ageField,
    {
      name: "height",
      label: "Height (cm)",
      description: `${PROFILE_BOUNDS.height.min}–${PROFILE_BOUNDS.height.max} cm`,
      inputMode: "decimal",
    },
    {
      name: "weight",
      label: "Weight (kg)",
      description: `${PROFILE_BOUNDS.weight.min}–${PROFILE_BOUNDS.weight.max} kg`,
      inputMode: "decimal",
    },
  ],
  us: [
    ageField,
    { name: "heightFt", label: "Height (ft)", description: US_HEIGHT_RANGE, inputMode: "numeric" },
    { name: "heightIn", label: "Height (in)", description: "0–11.9 in", inputMode: "decimal" },
    { name: "weight", label: "Weight (lb)", description: `${US_WEIGHT_BOUNDS.min}–${US_WEIGHT_BOUNDS.max} lb`, inputMode: "decimal" },
  ],
} as const;

/** What the form sends (Conform's view of it; ProfileForm parses it). */
type ProfileFields = {
  username: string;
  email: string;
  age: string;
  height: string;
  heightFt: string;
  heightIn: string;
  weight: string;
  sex: string;
  activityLevel: string;
  goal: string;
  dailyCalorieGoal: string;
  dietaryRestrictions: string[];
  trackCalories: string;
  trackWorkouts: string;
};

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
          <Card title="Basic information" titleId="basic">
            <div className="grid grid-cols-2 gap-x-3 gap-y-1">
              <Field label="Username" meta={fields.username} className="col-span-2 sm:col-span-1">
                {(control) => (
                  <input
                    {...getInputProps(fields.username, { type: "text" })}
                    {...control}
                    autoComplete="username"
                    maxLength={40}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field
                label="Email"
                meta={fields.email}
                className="col-span-2 sm:col-span-1"
                description={
                  <>
                    {profile.isGuest ? "" : "Your sign-in e-mail. "}
                    <Link to="/profile/email" className="font-medium text-brand-700 underline">
                      {profile.email ? "Change it with a code" : "Add one with a code"}
                    </Link>
                  </>
                }
              >
                {(control) => (
                  <input
                    {...getInputProps(fields.email, { type: "email" })}
                    {...control}
                    readOnly
                    autoComplete="email"
                    className={`${inputClass} read-only:bg-slate-100`}
                  />
                )}
              </Field>
              {numberFields[profile.units].map((field) => (
                <Field
                  key={field.name}
                  label={field.label}
                  meta={fields[field.name]}
                  description={field.description}
                  className={field.name === "age" ? "col-span-2 sm:col-span-1" : ""}
                >
                  {(control) => (
                    <input
                      {...getInputProps(fields[field.name], { type: "text" })}
                      {...control}
                      inputMode={field.inputMode}
                      className={inputClass}
                    />
                  )}
                </Field>
              ))}
              <Field
                label="Sex (optional)"
                meta={fields.sex}
                description="Only for the suggested calorie goal's formula."
                className="col-span-2 sm:col-span-1"
              >
                {(control) => (
                  <select {...getSelectProps(fields.sex)} {...control} className={inputClass}>
                    <option value="">Not set</option>
                    {SEXES.map((sex) => (
                      <option key={sex} value={sex}>
                        {SEX_LABELS[sex]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </Card>
          <Card title="Goals and preferences" titleId="goals">
            <div className="space-y-1">
              <Field label="Activity level" meta={fields.activityLevel}>
                {(control) => (
                  <select {...getSelectProps(fields.activityLevel)} {...control} className={inputClass}>
                    <option value="">Not set</option>
                    {ACTIVITY_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {ACTIVITY_LABELS[level]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Goal" meta={fields.goal}>
                {(control) => (
                  <select {...getSelectProps(fields.goal)} {...control} className={inputClass}>
                    <option value="">Not set</option>
                    {GOALS.map((goal) => (
                      <option key={goal} value={goal}>
                        {GOAL_LABELS[goal]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Daily calorie goal (kcal)"
                meta={fields.dailyCalorieGoal}
                description={`${PROFILE_BOUNDS.dailyCalorieGoal.min}–${PROFILE_BOUNDS.dailyCalorieGoal.max} kcal. Targets now: protein ${targets.protein} g, carbs ${targets.carbs} g, fat ${targets.fat} g.`}
              >
                {(control) => (
                  <input
                    {...getInputProps(fields.dailyCalorieGoal, { type: "text" })}
                    {...control}
                    inputMode="numeric"
                    className={inputClass}
                  />
                )}
              </Field>
              <fieldset className="space-y-1">
                <legend className="text-sm font-medium text-slate-800">Tracking</legend>
                {(
                  [
                    ["trackCalories", "Track calories"],
                    ["trackWorkouts", "Track workouts"],
                  ] as const
                ).map(([name, label]) => (
                  <label key={name} className="flex min-h-touch items-center gap-3">
                    <input {...getInputProps(fields[name], { type: "checkbox" })} className="h-5 w-5 accent-brand-700" />
                    {label}
                  </label>
                ))}
              </fieldset>
            </div>
          </Card>
        </div>
        <Card title="Dietary restrictions" titleId="dietary">
          <fieldset>
            <legend className="sr-only">Dietary restrictions</legend>
            <ul className="flex flex-wrap gap-2">
              {getCollectionProps(fields.dietaryRestrictions, { type: "checkbox", options: [...DIETARY_RESTRICTIONS] }).map((props) => (
                <li key={props.key}>
                  <label className="relative flex min-h-touch cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
                    <input {...props} key={undefined} className="peer sr-only" />
                    <span aria-hidden="true" className="mr-1 hidden peer-checked:inline">
                      ✓
                    </span>
                    {props.value}
                  </label>
                </li>
              ))}
            </ul>
            <p id={fields.dietaryRestrictions.errorId} className="min-h-5 text-xs text-red-700">
              {fields.dietaryRestrictions.errors?.join(" ") ?? ""}
            </p>
          </fieldset>
        </Card>
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
      <Card title="Suggested calorie goal" titleId="suggestion" belowTheFold>
        {suggestion.ok ? (
          <>
            <p>
              <span className="text-3xl font-bold" data-testid="suggested-goal">
                {suggestion.calories}
              </span>{" "}
              kcal a day
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Resting energy {suggestion.bmr} kcal (Mifflin-St Jeor, from your age, height and weight) × {suggestion.factor} for your
              activity = {suggestion.maintenance} kcal to maintain
              {suggestion.adjustment
                ? `, ${suggestion.adjustment > 0 ? "+" : "−"} ${Math.abs(suggestion.adjustment)} kcal for your goal`
                : ""}
              , rounded to 50 kcal.
              {suggestion.sexConstant
                ? ""
                : " Without a sex on the profile (above, optional), the formula’s midpoint is used (about ±80 kcal)."}
            </p>
            <FormAlert message={goalMessage} className="mt-2" />
            {suggestion.calories === profile.dailyCalorieGoal ? (
              <p className="mt-2 text-sm font-medium text-brand-800">Your daily goal matches the suggestion.</p>
            ) : (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value={PROFILE_INTENTS.acceptGoal} />
                <input type="hidden" name="dailyCalorieGoal" value={suggestion.calories} />
                <Button variant="secondary" disabled={busy}>
                  Use {suggestion.calories} kcal as my goal
                </Button>
              </Form>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-700">
            Save your {suggestion.missing.join(", ")} to get a suggestion: resting energy by Mifflin-St Jeor × your activity factor,{" "}
            {GOAL_ADJUSTMENT.lose} kcal to lose or +{GOAL_ADJUSTMENT.gain} kcal to gain.
          </p>
        )}
      </Card>
    </div>
  );
}
