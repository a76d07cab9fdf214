export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones a member can choose (Profile's select, PUT /api/user/{id}): the runtime's IANA list, UTC first. */
export function listTimeZones(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

/** One of listTimeZones(), or the zone a member already has (a browser may name an older alias, e.g. Asia/Calcutta). */
export function isListedTimeZone(zone: string): boolean {
  return listTimeZones().includes(zone);
}
