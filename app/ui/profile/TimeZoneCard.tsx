import { Form } from "@remix-run/react";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";

/** `/profile?choose=time-zone`: Profile with the zones to choose from (issue 44: not on every visit). */
export const TIME_ZONE_CHOICE = "time-zone";
export const TIME_ZONE_CHOICE_URL = `/profile?choose=${TIME_ZONE_CHOICE}#time-zone`;
/** What a member who never chose a zone is told, on Profile's card and on the choice. */
export const unchosenZoneWarning = (timeZone: string) =>
  `Your days follow ${timeZone} until you choose: a dinner at 10 pm could land on tomorrow.`;

/**
 * The member's time zone: which calendar day a meal or a workout belongs to. A plain select and its
 * own form, so it works without JavaScript; highlighted while the zone was never chosen.
 */
export function TimeZoneCard({
  timeZone,
  chosen,
  zones,
  intent,
  error,
  busy,
}: {
  timeZone: string;
  chosen: boolean;
  zones: string[];
  intent: string;
  error: string | null;
  busy: boolean;
}) {
  return (
    <Card title="Time zone" titleId="time-zone" className={chosen ? "" : "ring-2 ring-amber-400"}>
      {chosen ? null : <p className="mb-2 text-amber-950">{`${unchosenZoneWarning(timeZone)} Which time zone are you in?`}</p>}
      {/* Posted to the choice's own URL: a refusal answers with the zones still there. */}
      <Form method="post" action={`/profile?choose=${TIME_ZONE_CHOICE}`} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={intent} />
        <div className="min-w-0 flex-1">
          <label htmlFor="time-zone-select" className="text-sm font-medium text-slate-800">
            Your time zone
          </label>
          <select id="time-zone-select" name="timeZone" defaultValue={timeZone} className={inputClass}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </div>
        <Button disabled={busy}>Save time zone</Button>
      </Form>
      <FormAlert message={error} className="mt-2" />
    </Card>
  );
}
