// The scale-out proof (issue 26, item 7): two app servers on one PostgreSQL database behind a
// round-robin proxy with no sticky sessions, and a member's journey across them: the session, the
// per-user rate limit, an active workout, Idempotency-Keys and the offline food-log queue hold
// whichever server answers. Runs in the postgres project (npm test with FITPLATE_TEST_POSTGRES_URL
// set, and `npm run scale-out`).
import "fake-indexeddb/auto";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { queuedFoodLogs, queueFoodLog, sendQueuedFoodLogs } from "~/pwa/food-log-queue";
import { db, isPostgresUrl } from "~/db.server";
import { env } from "~/env.server";
import { WRITES_PER_USER } from "~/modules/throttle/limits";
import { startRoundRobinProxy, type RoundRobinProxy } from "../helpers/round-robin-proxy";
import { clearOfWindowEdge } from "../helpers/requests";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

describe.skipIf(!HAS_BUILD || !isPostgresUrl(env.DATABASE_URL))("two app servers, one PostgreSQL, round-robin", () => {
  let servers: ServerProcess[];
  let proxy: RoundRobinProxy;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    servers = await Promise.all([0, 1].map(() => startServer({}, { readyWithinMs: 60_000 })));
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    const guest = await fetch(`${proxy.url}/api/auth/guest`, { method: "POST" });
    expect(guest.status).toBe(201);
    cookie = guest.headers.get("Set-Cookie")!.split(";")[0]!;
    userId = ((await guest.json()) as { user: { id: number } }).user.id;
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all((servers ?? []).map((server) => server.stop()));
  });

  const call = (path: string, init: RequestInit = {}, base = proxy.url) =>
    fetch(`${base}${path}`, { ...init, headers: { Cookie: cookie, "Content-Type": "application/json", ...init.headers } });

  it("keeps the session on both servers", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call("/api/session")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get("X-Served-By")))).toEqual(new Set(["0", "1"]));
    for (const answer of answers) expect(((await answer.json()) as { user: { id: number } }).user.id).toBe(userId);
  });

  it("keeps one active workout: started on one server, seen and refused a second start on the other", async () => {
    const started = await call("/api/workout-sessions", { method: "POST", body: JSON.stringify({ exercises: [{ exerciseId: 1 }] }) });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: number };
    const seen = await Promise.all([0, 1].map(() => call(`/api/workout-session/${userId}`)));
    expect(new Set(seen.map((answer) => answer.headers.get("X-Served-By")))).toEqual(new Set(["0", "1"]));
    for (const answer of seen) expect(((await answer.json()) as { id: number }).id).toBe(id);
    const again = await Promise.all(
      [0, 1].map(() => call("/api/workout-sessions", { method: "POST", body: JSON.stringify({ exercises: [{ exerciseId: 2 }] }) })),
    );
    expect(again.map((answer) => answer.status)).toEqual([409, 409]);
    expect((await call("/api/workout-sessions/complete", { method: "POST", body: "{}" })).status).toBe(200);
  });

  it("logs once for one Idempotency-Key sent to each server at the same time", async () => {
    const log = (base: string) =>
      call(
        "/api/food-log",
        { method: "POST", headers: { "Idempotency-Key": `scale-out-${userId}` }, body: JSON.stringify({ foodId: 9040, quantity: 120 }) },
        base,
      );
    const answers = await Promise.all(servers.map((server) => log(server.url)));
    // The second to arrive waits for the first and replays its answer.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.filter((answer) => answer.headers.get("Idempotent-Replayed") === "true")).toHaveLength(1);
    const replay = await log(servers[1]!.url);
    expect(replay.status).toBe(201);
    expect(await db.mealFood.count({ where: { meal: { userId }, foodId: 9040 } })).toBe(1);
  });

  it("counts the per-user write limit across both servers, even for writes at the same time", { timeout: 60_000 }, async () => {
    await clearOfWindowEdge(10_000);
    await db.rateLimit.deleteMany({ where: { key: { endsWith: `:user:${userId}` } } });
    // The member's other tests write too, in any order (npm test may shuffle them): leave the window empty.
    onTestFinished(() => db.rateLimit.deleteMany({ where: { key: { endsWith: `:user:${userId}` } } }).then(() => undefined));
    // An empty food log is refused (400) after the throttle counted it: cheap writes that change nothing.
    const answers = await Promise.all(
      Array.from({ length: WRITES_PER_USER.limit + 1 }, () => call("/api/food-log", { method: "POST", body: "{}" })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(WRITES_PER_USER.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.headers.get("X-Served-By")))).toEqual(new Set(["0", "1"]));
  });

  it("sends the offline queue through the proxy: an answer lost on one server, the retry replayed by the other, each log once", async () => {
    // The write limit the test before used up is this member's; start with a fresh window.
    await db.rateLimit.deleteMany({ where: { key: { endsWith: `:user:${userId}` } } });
    const foods = await db.food.findMany({
      where: { id: { not: 9040 }, ownerId: null },
      select: { id: true, name: true },
      take: 3,
      orderBy: { id: "asc" },
    });
    expect(foods).toHaveLength(3);
    const day = new Date().toISOString().slice(0, 10);
    const queued = [];
    for (const [index, food] of foods.entries()) {
      queued.push(
        await queueFoodLog({ owner: userId, foodId: food.id, foodName: food.name, quantity: 50 + index, mealType: "dinner", date: day }),
      );
    }
    // The page's own sender (app/pwa/food-log-queue.ts) with this member's cookie, through the proxy;
    // it asks GET /api/session who is signed in before it posts that member's logs.
    const posts: { key: string | null; servedBy: string | null; replayed: boolean }[] = [];
    let loseNextPost = false;
    const send: typeof fetch = async (path, init) => {
      const isPost = init?.method === "POST";
      if (isPost && loseNextPost) {
        loseNextPost = false;
        proxy.loseAnswers(1);
      }
      const response = await fetch(`${proxy.url}${String(path)}`, { ...init, headers: { ...init?.headers, Cookie: cookie } });
      if (isPost) {
        posts.push({
          key: new Headers(init?.headers).get("Idempotency-Key"),
          servedBy: response.headers.get("X-Served-By"),
          replayed: response.headers.get("Idempotent-Replayed") === "true",
        });
      }
      return response;
    };
    const entriesOf = (foodId: number) => db.mealFood.count({ where: { meal: { userId }, foodId } });

    // The first log reaches a server and is written, but its answer is lost: the queue keeps all three.
    loseNextPost = true;
    const first = await sendQueuedFoodLogs(send);
    expect(first).toMatchObject({ sent: [], refused: [], waiting: 3 });
    expect((await queuedFoodLogs()).map((log) => log.id)).toEqual(queued.map((log) => log.id));
    expect(await entriesOf(foods[0]!.id)).toBe(1);
    const lostOn = proxy.servedBy.at(-1);

    // Other traffic moves the round-robin on; the retry of the lost log goes to the other server,
    // which replays the first log's answer and logs the other two.
    await fetch(`${proxy.url}/api/session`, { headers: { Cookie: cookie } });
    const second = await sendQueuedFoodLogs(send);
    expect(second.sent.map((log) => log.id)).toEqual(queued.map((log) => log.id));
    expect(second.waiting).toBe(0);
    expect(await queuedFoodLogs()).toEqual([]);
    // The lost answer never reached the sender: the first post it heard back from is the retry.
    expect(posts[0]).toMatchObject({ key: queued[0]!.id, replayed: true });
    expect(posts[0]!.servedBy).not.toBe(String(lostOn));
    expect(posts.slice(1).map((post) => post.replayed)).toEqual([false, false]);
    expect(new Set(posts.map((post) => post.servedBy))).toEqual(new Set(["0", "1"]));
    for (const food of foods) expect(await entriesOf(food.id), food.name).toBe(1);
  });
});
