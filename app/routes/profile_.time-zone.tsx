import { pageLoader } from "~/http/read-policy.server";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { getDaySettings } from "~/modules/user/clock.server";
import { PROFILE_INTENTS, PROFILE_UPDATED } from "~/modules/user/profile-fields";
import { TimeZoneForm } from "~/modules/user/profile-input";
import { listTimeZones } from "~/modules/user/time-zone";
import { updateProfile } from "~/modules/user/update.server";
import { buttonClass } from "~/ui/Button";
import { PageHeader } from "~/ui/PageHeader";
import { TimeZoneCard } from "~/ui/profile/TimeZoneCard";

export const meta: MetaFunction = () => [{ title: "Time zone — Fitplate" }];

// The time zone's choice on a page of its own: its select lists every IANA zone (over 400
// options), which made up more than half of Profile's elements on every visit (issue 44).
export const loader = pageLoader("page", async ({ userId }) => {
  const day = await getDaySettings(userId);
  if (!day) throw redirect("/profile");
  const zones = listTimeZones();
  return { timeZone: day.timeZone, chosen: day.timeZoneChosen, zones: zones.includes(day.timeZone) ? zones : [day.timeZone, ...zones] };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [PROFILE_INTENTS.timeZone]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        TimeZoneForm,
        (input) => updateProfile(userId, input),
        (profile) =>
          redirectWithToast("/profile", { title: PROFILE_UPDATED, description: `Your days now follow ${profile.timeZone} time.` }),
      ),
  },
});

export default function TimeZonePage() {
  const { timeZone, chosen, zones } = useLoaderData<typeof loader>();
  const result = replyFor(useActionData<FormReply>(), PROFILE_INTENTS.timeZone);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <PageHeader
        title="Time zone"
        subtitle="Which calendar day a meal or a workout belongs to"
        actions={
          <Link to="/profile" className={buttonClass("ghost", "text-sm")}>
            Back to Profile
          </Link>
        }
      />
      <TimeZoneCard
        timeZone={timeZone}
        chosen={chosen}
        zones={zones}
        intent={PROFILE_INTENTS.timeZone}
        error={result?.error ? Object.values(result.error).flat().join(" ") || null : null}
        busy={busy}
      />
    </div>
  );
}
