import { Link } from "@remix-run/react";
import { TIME_ZONE_CHOICE_URL } from "./TimeZoneCard";

/** Shown while the member never chose a time zone (a guest started without JavaScript has UTC). */
export function TimeZoneNotice({ timeZone }: { timeZone: string }) {
  return (
    <p role="note" className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
      Your days start and end at midnight {timeZone}, which may not be where you are.{" "}
      <Link to={TIME_ZONE_CHOICE_URL} className="font-semibold underline">
        Choose your time zone
      </Link>{" "}
      so late meals land on the right day.
    </p>
  );
}
