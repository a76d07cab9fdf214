import { db } from "~/db.server";
import { startSession } from "./session.server";
import { isValidTimeZone } from "~/modules/user/time-zone";

/**
 * A visitor starts tracking as a guest: a real account without credentials, kept by the
 * session cookie, upgraded in place when registration lands.
 */
export async function startGuest(timeZone?: string): Promise<{ userId: number; setCookie: string }> {
  const user = await db.user.create({
    data: {
      isGuest: true,
      dietaryRestrictions: [],
      timeZone: timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC",
    },
  });
  return { userId: user.id, setCookie: await startSession(user.id) };
}
