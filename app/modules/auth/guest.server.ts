import { db } from "~/db.server";
import { cleanUpSoon } from "~/modules/throttle/cleanup.server";
import { startSession } from "./session.server";
import { isValidTimeZone } from "~/modules/user/time-zone";
import type { Units } from "~/modules/units/units";

/**
 * A visitor starts tracking as a guest: a real account without credentials, kept by the
 * session cookie, upgraded in place when registration lands. Creating one also starts the
 * periodic clean-up (abandoned guests, expired rows) when it is due. The browser is named in the
 * sessions list (/account) by its User-Agent; on a kiosk screen the session is a kiosk one (no
 * year-long cookie on a shared screen). The door picks the units from the browser's locale
 * (unitsForLocale). Throttling is the door's job.
 */
export async function startGuest(
  timeZone?: string,
  userAgent?: string | null,
  { kiosk = false, units = "metric" }: { kiosk?: boolean; units?: Units } = {},
): Promise<{ userId: number; setCookie: string }> {
  const user = await db.user.create({
    data: {
      isGuest: true,
      dietaryRestrictions: [],
      units,
      // Without JavaScript no zone comes: UTC until the member chooses one on Profile.
      ...(timeZone && isValidTimeZone(timeZone) ? { timeZone, timeZoneChosen: true } : { timeZone: "UTC" }),
    },
  });
  const setCookie = await startSession(user.id, { userAgent, kiosk });
  cleanUpSoon();
  return { userId: user.id, setCookie };
}
