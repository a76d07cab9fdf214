import { describe, expect, it } from "vitest";
import { PROVIDER_APIS, ProviderUnauthorized, type SyncWindow } from "./provider-apis";

const window: SyncWindow = {
  from: new Date("2026-11-01T00:00:00Z"),
  to: new Date("2026-11-03T10:00:00Z"),
  fromDay: "2026-11-01",
  toDay: "2026-11-03",
  timeZone: "Europe/Berlin",
};
const [withings] = PROVIDER_APIS.withings.collections;
const [garmin] = PROVIDER_APIS.garmin.collections;
const readWithings = (json: unknown) => withings!.read(json, window, "Withings Body+", withings!.request(window, null)!);

describe("provider answers", () => {
  it("reads Withings' weights (value × 10^unit kg) on the member's day, and its paging offset", () => {
    const page = readWithings({
      status: 0,
      body: {
        measuregrps: [{ grpid: 7, date: Date.parse("2026-11-01T23:30:00Z") / 1000, measures: [{ value: 72345, type: 1, unit: -3 }] }],
        more: 1,
        offset: 40,
      },
    });
    expect(page.records).toEqual([
      expect.objectContaining({ kind: "weight_kg", value: 72.35, day: "2026-11-02", source: "Withings Body+" }),
    ]);
    expect(page.cursor).toBe("40");
  });

  it("takes Withings' status 401 in a 200 as a refused token, and any other shape as a failure", () => {
    expect(() => readWithings({ status: 401 })).toThrow(ProviderUnauthorized);
    expect(() => readWithings({ status: 503 })).toThrow("answered status 503");
    expect(() => readWithings({ measures: [] })).toThrow(/sent an answer that was not understood \(status\)/);
  });

  it("asks Garmin a day at a time until the window's end", () => {
    const first = garmin!.request(window, null)!;
    expect(first.query).toEqual({ uploadStartTimeInSeconds: "1793491200", uploadEndTimeInSeconds: "1793577600" });
    const { cursor } = garmin!.read([], window, "Garmin Connect", first);
    expect(cursor).toBe("1793577600");
    expect(garmin!.request(window, String(window.to.getTime() / 1000))).toBeNull();
  });
});
