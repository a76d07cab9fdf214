// Issue 37, item 1: several processes on one database. Each write transaction begins as a writer
// (SQLite: BEGIN IMMEDIATE), so a second process waits its turn (busy_timeout) instead of being
// refused when it upgrades a read to a write: 0 × 503 for 4–20 concurrent writers, with two workers
// (WEB_CONCURRENCY=2) and with two servers on one file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

const SETTINGS = { RATE_LIMITS: "off" };

async function guestCookie(url: string): Promise<string> {
  const guest = await fetch(`${url}/api/auth/guest`, { method: "POST" });
  expect(guest.status).toBe(201);
  return guest.headers.get("Set-Cookie")!.split(";")[0]!;
}

/** `writers` members at once, each logging `each` foods one after another; the statuses of every answer. */
async function logConcurrently(urls: string[], writers: number, each: number): Promise<number[]> {
  const cookies = await Promise.all(Array.from({ length: writers }, (_, i) => guestCookie(urls[i % urls.length]!)));
  const statuses = await Promise.all(
    cookies.map(async (cookie, i) => {
      const seen: number[] = [];
      for (let n = 0; n < each; n++) {
        const url = urls[(i + n) % urls.length]!;
        const response = await fetch(`${url}/api/food-log`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json", "Idempotency-Key": `w${i}-${n}` },
          body: JSON.stringify({ foodId: 9040, quantity: 100 + n, mealType: "lunch" }),
        });
        seen.push(response.status);
      }
      return seen;
    }),
  );
  return statuses.flat();
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.skipIf(!HAS_BUILD)("many writers on one database", { shuffle: false }, () => {
  let workers: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    [workers, second] = await Promise.all([
      startServer({ ...SETTINGS, WEB_CONCURRENCY: "2" }, { readyWithinMs: 40_000 }),
      startServer(SETTINGS, { readyWithinMs: 40_000 }),
    ]);
  }, 90_000);
  afterAll(() => Promise.all([workers?.stop(), second?.stop()]));

  it("WEB_CONCURRENCY=2: 4 and 20 concurrent writers, every food logged (201), none refused", async () => {
    for (const writers of [4, 20]) {
      const statuses = await logConcurrently([workers.url], writers, 5);
      expect({ writers, refused: statuses.length - count(statuses, 201) }).toEqual({ writers, refused: 0 });
    }
  }, 120_000);

  it("two servers on one database file: 20 concurrent writers across both, none refused", async () => {
    const statuses = await logConcurrently([workers.url, second.url], 20, 5);
    expect(count(statuses, 201)).toBe(100);
  }, 120_000);
});
