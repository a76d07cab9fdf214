// Issue 27 item 2, real data in: an Apple Health export of 100k+ records imported in bounded
// memory, a re-import that adds nothing, the CSV import, and files that are not exports.
import { stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { importHealthFile } from "~/modules/integrations/imports.server";
import { getAdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import {
  stepRecord,
  writeAppleHealthElements,
  writeAppleHealthXml,
  zipAppleHealthXml,
  zipBombExport,
} from "../helpers/apple-health-export";
import { newGuest } from "../helpers/requests";

const ELEMENTS = 100_000;
let xmlPath: string;
let zipPath: string;

beforeAll(async () => {
  xmlPath = await writeAppleHealthXml(ELEMENTS);
  zipPath = await zipAppleHealthXml(xmlPath);
}, 60_000);

const countsOf = async (userId: number) =>
  Object.fromEntries(
    (await db.healthRecord.groupBy({ by: ["kind"], where: { userId }, _count: { _all: true } })).map((row) => [row.kind, row._count._all]),
  );

// A full collection before each sample measures what the import keeps alive, not garbage that
// has yet to be collected.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/** Runs `work` while sampling the live heap; returns its result and the largest growth seen. */
async function withHeapPeak<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = liveHeap();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, liveHeap())), 1_000);
  try {
    const result = await work();
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe("the Apple Health import", () => {
  it("streams a 100k-record export.zip in bounded memory", { timeout: 240_000 }, async () => {
    const { userId } = await newGuest("Europe/London");
    const xmlBytes = (await stat(xmlPath)).size;
    const { result, growth } = await withHeapPeak(() => importHealthFile(userId, "apple-health", zipPath));
    expect(result).toEqual({ format: "apple-health", read: ELEMENTS, added: ELEMENTS, duplicates: 0 });
    // The export's XML is ~33 MB: held whole (or as 120k objects) it would take far more.
    expect(xmlBytes).toBeGreaterThan(30 * 1024 * 1024);
    expect(growth).toBeLessThan(24 * 1024 * 1024);
    const counts = await countsOf(userId);
    // 70k step samples (one every 5 minutes, 347 days) give one "steps" row a day.
    expect(counts).toEqual({
      step_sample: 70_000,
      steps: 348,
      weight_kg: 10_000,
      active_energy_kcal: 10_000,
      sleep_minutes: 5_000,
      workout_minutes: 5_000,
    });
    const connection = await db.integrationConnection.findUniqueOrThrow({
      where: { userId_integrationId: { userId, integrationId: "apple-health" } },
    });
    expect(connection).toMatchObject({ status: "connected", dataPoints: ELEMENTS });
  });

  it("keeps the source and the member's day on each record; a re-import (zip or XML) adds nothing", async () => {
    const { userId } = await newGuest("Asia/Tokyo");
    const small = await writeAppleHealthXml(2_000, await freshDir());
    expect(await importHealthFile(userId, "apple-health", small)).toEqual({
      format: "apple-health",
      read: 2_000,
      added: 2_000,
      duplicates: 0,
    });
    const counts = await countsOf(userId);
    const again = await importHealthFile(userId, "apple-health", await zipAppleHealthXml(small));
    expect(again).toEqual({ format: "apple-health", read: 2_000, added: 0, duplicates: 2_000 });
    expect(await countsOf(userId)).toEqual(counts);
    // The earliest weight: without an order, PostgreSQL may return any row (a worker's shared database reuses freed pages).
    const weight = await db.healthRecord.findFirstOrThrow({ where: { userId, kind: "weight_kg" }, orderBy: { startAt: "asc" } });
    // element 7 starts at 2026-01-01 00:35 UTC: 09:35 in Tokyo
    expect(weight).toMatchObject({ source: "Apple Health", day: "2026-01-01", value: 79.3, startAt: new Date("2026-01-01T00:35:00Z") });
  });

  it("counts steps from the iPhone and the Apple Watch once, as the Health app does, on the dashboard too", async () => {
    const { userId } = await newGuest("UTC");
    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    const yesterday = addDays(localDateOf(new Date(), "UTC"), -1);
    const samples = [
      // A walk both carried: the Watch's 1,100 count, the iPhone's 1,000 do not.
      stepRecord("iPhone", yesterday, "08:00", "08:10", 1_000),
      stepRecord("Watch", yesterday, "08:00", "08:10", 1_100),
      // The iPhone alone (the Watch was charging): counted.
      stepRecord("iPhone", yesterday, "12:00", "12:10", 700),
      // Half-overlapping: the Watch's 600, and the half of the iPhone's 400 outside it.
      stepRecord("Watch", yesterday, "18:00", "18:10", 600),
      stepRecord("iPhone", yesterday, "18:05", "18:15", 400),
    ];
    const export1 = await writeAppleHealthElements(samples);
    const healthAppShows = 1_100 + 700 + 600 + 200;
    expect(await importHealthFile(userId, "apple-health", export1)).toMatchObject({ read: 5, added: 5 });
    const day = await db.healthRecord.findUniqueOrThrow({
      where: { userId_dedupeKey: { userId, dedupeKey: `apple:steps-day:${yesterday}` } },
    });
    expect(day).toMatchObject({ kind: "steps", value: healthAppShows, day: yesterday, source: "Apple Health" });
    const steps = (await getAdvancedDashboard(userId, "week")).metrics.find((metric) => metric.id === "steps");
    expect(steps?.amount).toBe(healthAppShows);

    // A later export holds the same samples and a new Watch walk: the day is worked out again, nothing counted twice.
    const export2 = await writeAppleHealthElements([...samples, stepRecord("Watch", yesterday, "20:00", "20:10", 500)], await freshDir());
    expect(await importHealthFile(userId, "apple-health", export2)).toMatchObject({ read: 6, added: 1, duplicates: 5 });
    expect((await db.healthRecord.findFirstOrThrow({ where: { userId, kind: "steps" } })).value).toBe(healthAppShows + 500);
    expect(await db.healthRecord.count({ where: { userId, kind: "steps" } })).toBe(1);
    const connection = await db.integrationConnection.findUniqueOrThrow({
      where: { userId_integrationId: { userId, integrationId: "apple-health" } },
    });
    expect(connection.dataPoints).toBe(6);
  });

  it("refuses a file that is not an export (400) and stores nothing", async () => {
    const { userId } = await newGuest();
    const dir = await freshDir();
    const notXml = path.join(dir, "photo.xml");
    await writeFile(notXml, "<html><body>hello</body></html>");
    await expect(importHealthFile(userId, "apple-health", notXml)).rejects.toMatchObject({ status: 400 });
    const broken = path.join(dir, "broken.xml");
    await writeFile(broken, "<HealthData><Record type=");
    await expect(importHealthFile(userId, "apple-health", broken)).rejects.toMatchObject({ status: 400 });
    expect(await db.healthRecord.count({ where: { userId } })).toBe(0);
  });
});

describe("the CSV import", () => {
  it("imports each filled column of each row, and a re-import adds nothing", async () => {
    const { userId } = await newGuest("UTC");
    const csv = path.join(await freshDir(), "scale.csv");
    await writeFile(csv, "\uFEFFDate,Weight,Steps,Water ml\n2026-03-01,82.1,9000,\n2026-03-02,81.9,,1500\nnot a date,80,1,1\n");
    expect(await importHealthFile(userId, "csv", csv)).toEqual({ format: "csv", read: 4, added: 4, duplicates: 0 });
    expect(await importHealthFile(userId, "csv", csv)).toEqual({ format: "csv", read: 4, added: 0, duplicates: 4 });
    expect(await countsOf(userId)).toEqual({ weight_kg: 2, steps: 1, water_ml: 1 });
    expect(await db.healthRecord.findFirst({ where: { userId, kind: "water_ml" } })).toMatchObject({
      source: "CSV import",
      day: "2026-03-02",
      value: 1500,
    });
  });

  it("refuses a file without a date column", async () => {
    const { userId } = await newGuest();
    const csv = path.join(await freshDir(), "mood.csv");
    await writeFile(csv, "when,mood\nmonday,fine\n");
    await expect(importHealthFile(userId, "csv", csv)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/date column/),
    });
  });
});

async function freshDir(): Promise<string> {
  const { mkdtemp } = await import("node:fs/promises");
  return mkdtemp(path.join(tmpdir(), "fitplate-import-"));
}

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(path.dirname(xmlPath), { recursive: true, force: true });
});

describe("the Apple Health import's bounds (issue 37, item 4)", () => {
  it(
    "refuses a zip bomb (one huge attribute) with 413, in well under 100 MB of extra memory, storing nothing",
    { timeout: 120_000 },
    async () => {
      const bomb = await zipBombExport(400);
      expect((await stat(bomb)).size).toBeLessThan(1024 * 1024);
      const { userId } = await newGuest();
      const { result, growth } = await withHeapPeak(() => importHealthFile(userId, "apple-health", bomb).catch((error: unknown) => error));
      expect(result).toMatchObject({ status: 413, message: "This export is too large to import: one element is larger than 1 MB." });
      expect(growth).toBeLessThan(100 * 1024 * 1024);
      expect(await db.healthRecord.count({ where: { userId } })).toBe(0);
    },
  );

  it("runs at most two imports at once per server: a third is told to try again (503 with Retry-After)", { timeout: 120_000 }, async () => {
    const small = await writeAppleHealthXml(2_000);
    const members = await Promise.all([newGuest(), newGuest(), newGuest()]);
    const outcomes = await Promise.allSettled(members.map(({ userId }) => importHealthFile(userId, "apple-health", small)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503, retryAfter: 60 });
    await expect(importHealthFile(members[2]!.userId, "apple-health", small)).resolves.toMatchObject({ read: 2_000 });
  });
});
