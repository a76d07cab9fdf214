import { Link } from "@remix-run/react";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { TIME_ZONE_CHOICE_URL, unchosenZoneWarning } from "./TimeZoneCard";

/** Profile's time zone: the one the days follow, and the way to its choice (TimeZoneCard). */
export function TimeZoneSummary({ timeZone, chosen }: { timeZone: string; chosen: boolean }) {
  return (
    <Card title="Time zone" titleId="time-zone" className={chosen ? "" : "ring-2 ring-amber-400"}>
      <p className={chosen ? "text-slate-700" : "text-amber-950"}>
        {chosen ? `Your days follow ${timeZone.replaceAll("_", " ")} time.` : unchosenZoneWarning(timeZone)}
      </p>
      <Link to={TIME_ZONE_CHOICE_URL} className={buttonClass(chosen ? "secondary" : "primary", "mt-3")}>
        {chosen ? "Change time zone" : "Choose your time zone"}
      </Link>
    </Card>
  );
}
