import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queuedFoodLogs, queueFoodLog, sendQueuedFoodLogs, settles, type FoodLogRequest } from "./food-log-queue";

const MEMBER = 7;
const NEXT_MEMBER = 8;
const banana: FoodLogRequest = {
  owner: MEMBER,
  foodId: 9040,
  foodName: "Bananas, raw",
  quantity: 118,
  mealType: "breakfast",
  date: "2026-11-25",
};
const apple: FoodLogRequest = {
  owner: MEMBER,
  foodId: 9003,
  foodName: "Apples, raw",
  quantity: 182,
  mealType: "snack",
  date: "2026-11-25",
  portionLabel: "1 medium",
};

type Call = { url: string; key: string | null; body: unknown };

/**
 * A server stand-in: GET /api/session answers as `signedIn` (401 for null); each food-log post gets
 * the next status, or fails like a dropped connection on "offline".
 */
function server(...answers: (number | "offline")[]) {
  return serverFor(MEMBER, ...answers);
}

function serverFor(signedIn: number | null, ...answers: (number | "offline")[]) {
  const calls: Call[] = [];
  const send = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === "/api/session") {
      return signedIn === null
        ? Response.json({ error: "Not signed in" }, { status: 401 })
        : Response.json({ user: { id: signedIn, timeZone: "UTC", today: "2026-11-25" } });
    }
    const answer = answers[calls.length] ?? 201;
    calls.push({ url: String(url), key: new Headers(init?.headers).get("Idempotency-Key"), body: JSON.parse(String(init?.body)) });
    if (answer === "offline") throw new TypeError("Failed to fetch");
    const body = answer < 300 ? { id: calls.length } : { error: `Refused with ${answer}` };
    return new Response(JSON.stringify(body), { status: answer, headers: { "Content-Type": "application/json" } });
  });
  return { send: send as unknown as typeof fetch, calls };
}

beforeEach(async () => {
  // Empty the queue between tests (sent logs are deleted).
  await sendQueuedFoodLogs(serverFor(MEMBER).send);
  await sendQueuedFoodLogs(serverFor(NEXT_MEMBER).send);
});

describe("offline food-log queue", () => {
  it("keeps logs oldest first, each with its own id", async () => {
    const first = await queueFoodLog(banana);
    const second = await queueFoodLog(apple);
    expect(first.id).not.toBe(second.id);
    expect((await queuedFoodLogs()).map((log) => log.foodName)).toEqual(["Bananas, raw", "Apples, raw"]);
  });

  it("posts each log to /api/food-log with its id as the Idempotency-Key, then forgets it", async () => {
    const queued = await queueFoodLog(apple);
    const { send, calls } = server(201);
    const report = await sendQueuedFoodLogs(send);
    expect(calls).toEqual([
      {
        url: "/api/food-log",
        key: queued.id,
        body: { foodId: 9003, quantity: 182, mealType: "snack", date: "2026-11-25", portionLabel: "1 medium" },
      },
    ]);
    expect(report).toEqual({ sent: [queued], refused: [], waiting: 0 });
    expect(await queuedFoodLogs()).toEqual([]);
  });

  it("sends the same key again after a lost answer, so the server can replay instead of logging twice", async () => {
    const queued = await queueFoodLog(banana);
    const first = server("offline");
    expect(await sendQueuedFoodLogs(first.send)).toEqual({ sent: [], refused: [], waiting: 1 });
    const second = server(200);
    expect((await sendQueuedFoodLogs(second.send)).sent).toEqual([queued]);
    expect([...first.calls, ...second.calls].map((call) => call.key)).toEqual([queued.id, queued.id]);
  });

  it("stops at the first log that cannot reach the server and keeps the rest in order", async () => {
    await queueFoodLog(banana);
    await queueFoodLog(apple);
    const { send, calls } = server("offline");
    expect(await sendQueuedFoodLogs(send)).toEqual({ sent: [], refused: [], waiting: 2 });
    expect(calls).toHaveLength(1);
    expect((await queuedFoodLogs()).map((log) => log.foodName)).toEqual(["Bananas, raw", "Apples, raw"]);
  });

  it("drops a log the server refuses for good, with its reason, and keeps one it may take later", async () => {
    const gone = await queueFoodLog(banana);
    const later = await queueFoodLog(apple);
    const report = await sendQueuedFoodLogs(server(404, 503).send);
    expect(report).toEqual({ sent: [], refused: [{ log: gone, error: "Refused with 404" }], waiting: 1 });
    expect(await queuedFoodLogs()).toEqual([later]);
  });

  it("sends and lists a member's logs only while that member is signed in, never as the next one", async () => {
    const mine = await queueFoodLog(banana);
    const theirs = await queueFoodLog({ ...apple, owner: NEXT_MEMBER });
    expect(await queuedFoodLogs(MEMBER)).toEqual([mine]);

    const signedOut = serverFor(null);
    expect(await sendQueuedFoodLogs(signedOut.send)).toEqual({ sent: [], refused: [], waiting: 2 });
    expect(signedOut.calls).toEqual([]);

    const next = serverFor(NEXT_MEMBER);
    expect(await sendQueuedFoodLogs(next.send)).toEqual({ sent: [theirs], refused: [], waiting: 0 });
    expect(next.calls.map((call) => call.key)).toEqual([theirs.id]);
    expect(await queuedFoodLogs()).toEqual([mine]);
  });

  it("asks the server nothing when nothing is queued (every page load sends)", async () => {
    const { send } = server();
    expect(await sendQueuedFoodLogs(send)).toEqual({ sent: [], refused: [], waiting: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps everything when it cannot ask who is signed in", async () => {
    const queued = await queueFoodLog(banana);
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await sendQueuedFoodLogs(offline)).toEqual({ sent: [], refused: [], waiting: 1 });
    expect(await queuedFoodLogs()).toEqual([queued]);
  });

  it("retries what a later attempt may change: no session, a key in progress, throttling, server errors", () => {
    expect([200, 201].map(settles)).toEqual(["sent", "sent"]);
    expect([401, 408, 409, 429, 500, 503].map(settles)).toEqual(Array(6).fill("retry"));
    expect([400, 403, 404, 413, 422].map(settles)).toEqual(Array(5).fill("refused"));
  });
});
