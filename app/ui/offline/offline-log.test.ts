import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OFFLINE_QUEUE_DB } from "~/pwa/names";
import type * as OfflineLog from "./offline-log";

// Unit files share a worker (isolate: false), so another file's queue may already have made the
// database in a shared fake IndexedDB, and its module keeps that database open: this file stubs a
// device of its own (page globals, an empty IndexedDB) and imports the queue's modules afresh.
let offlineLog: typeof OfflineLog;
beforeAll(async () => {
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("navigator", {});
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.resetModules();
  offlineLog = await import("./offline-log");
});
afterAll(() => vi.unstubAllGlobals());

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe("the page's offline queue", () => {
  it("on a device that never kept a log offline, reads and sends nothing and makes no database (issue 44)", async () => {
    expect(await offlineLog.pendingLogs(7)).toEqual([]);
    expect(await offlineLog.sendPendingLogs()).toEqual({ sent: [], refused: [], waiting: 0 });
    expect(await databaseNames()).not.toContain(OFFLINE_QUEUE_DB);
  });

  it("once a log is kept offline, shows it as pending", async () => {
    await offlineLog.queueOfflineLog({ owner: 7, foodId: 9040, foodName: "Bananas, raw", quantity: 118, mealType: "breakfast" });
    expect(await databaseNames()).toContain(OFFLINE_QUEUE_DB);
    expect((await offlineLog.pendingLogs(7)).map((log) => log.foodName)).toEqual(["Bananas, raw"]);
    expect(await offlineLog.pendingLogs(8)).toEqual([]);
  });
});
