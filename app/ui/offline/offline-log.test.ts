import "fake-indexeddb/auto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OFFLINE_QUEUE_DB } from "~/pwa/names";
import { pendingLogs, queueOfflineLog, sendPendingLogs } from "./offline-log";

// Unit files share a worker (isolate: false): the page's globals are stubbed for this file alone.
beforeAll(() => {
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("navigator", {});
});
afterAll(() => vi.unstubAllGlobals());

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe("the page's offline queue", () => {
  it("on a device that never kept a log offline, reads and sends nothing and makes no database (issue 44)", async () => {
    expect(await pendingLogs(7)).toEqual([]);
    expect(await sendPendingLogs()).toEqual({ sent: [], refused: [], waiting: 0 });
    expect(await databaseNames()).not.toContain(OFFLINE_QUEUE_DB);
  });

  it("once a log is kept offline, shows it as pending", async () => {
    await queueOfflineLog({ owner: 7, foodId: 9040, foodName: "Bananas, raw", quantity: 118, mealType: "breakfast" });
    expect(await databaseNames()).toContain(OFFLINE_QUEUE_DB);
    expect((await pendingLogs(7)).map((log) => log.foodName)).toEqual(["Bananas, raw"]);
    expect(await pendingLogs(8)).toEqual([]);
  });
});
