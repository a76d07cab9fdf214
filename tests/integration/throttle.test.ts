// Throttles that live in the database and the clean-up of abandoned guests (issue 7, item 4).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { clientIp } from "~/http/throttle.server";
import { DomainError } from "~/modules/errors";
import { cleanUp, maybeCleanUp } from "~/modules/throttle/cleanup.server";
import { GUESTS_PER_IP, WRITES_PER_IP, WRITES_PER_USER } from "~/modules/throttle/limits";
import { checkRateLimit } from "~/modules/throttle/rate-limit.server";
import { waitInWords } from "~/modules/throttle/wait-words";
import { action as homeAction } from "~/routes/_index";
import { action as guestRoute } from "~/routes/api.auth.guest";
import { action as diaryAction } from "~/routes/diary";
import { action as foodLog } from "~/routes/api.food-log";
import { action as entryRoute } from "~/routes/api.meal-foods.$entryId";
import { loader as exportLoader } from "~/routes/api.export";
import { loader as progressLoader } from "~/routes/progress";
import { loader as enhancedLoader } from "~/routes/progress-enhanced";
import { newGuest, ORIGIN, request, respond, respondPage } from "../helpers/requests";

function formPost(path: string, form: URLSearchParams, cookie?: string): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: form.toString() });
}

/** A screen action's answer: a Response, or Remix's `data()` (status and headers in `init`). */
async function pageAnswer(run: () => Promise<unknown>): Promise<{ status: number; headers: Headers; body: unknown }> {
  const result = await respondPage(run);
  return { status: result.status, headers: result.headers, body: await result.json().catch(() => null) };
}

const DAY = 24 * 60 * 60 * 1000;
let ipCounter = 10;
const freshIp = () => `198.51.100.${ipCounter++}`;

/** Fills the counter of `key` to `count` for this window and the next (so a minute boundary cannot reset it mid-test). */
async function fillCounter(key: string, windowSeconds: number, count: number) {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  for (const windowStart of [start, start + windowMs]) {
    await db.rateLimit.upsert({
      where: { key_windowStart: { key, windowStart: BigInt(windowStart) } },
      create: { key, windowStart: BigInt(windowStart), count, expiresAt: BigInt(windowStart + windowMs) },
      update: { count },
    });
  }
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ error: `Too many requests, try again in ${waitInWords(retryAfter)}` });
}

describe("checkRateLimit", () => {
  it("counts hits per key and window and refuses past the limit with the seconds left", async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 15);
    expect(await checkRateLimit("test:a", 2, 60, now)).toBe(1);
    expect(await checkRateLimit("test:a", 2, 60, now)).toBe(2);
    const refused = await checkRateLimit("test:a", 2, 60, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 429, retryAfter: 45, message: "Too many requests, try again in 45 seconds" });
    expect(await checkRateLimit("test:b", 2, 60, now)).toBe(1); // another key
    expect(await checkRateLimit("test:a", 2, 60, now + 45_000)).toBe(1); // the next window
  });

  it("says a long wait in minutes, not thousands of seconds", async () => {
    const now = Date.UTC(2026, 0, 1, 12, 15, 37); // 2663 s before the hour's window ends
    await checkRateLimit("test:hour", 1, 3600, now);
    const refused = await checkRateLimit("test:hour", 1, 3600, now).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, retryAfter: 2663, message: "Too many requests, try again in 45 minutes" });
  });

  it("counts every one of many parallel hits (one atomic upsert each)", async () => {
    const now = Date.UTC(2026, 0, 1, 13);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => checkRateLimit("test:parallel", 10, 60, now)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const row = await db.rateLimit.findFirstOrThrow({ where: { key: "test:parallel" } });
    expect(row.count).toBe(30);
  });
});

describe("client IP", () => {
  const req = new Request(`${ORIGIN}/`, { headers: { "X-Forwarded-For": "6.6.6.6, 203.0.113.50" } });
  it("takes only the server's context.ip (never X-Forwarded-For, whatever TRUST_PROXY says), else unknown", () => {
    expect(clientIp({ request: req, context: { ip: "::ffff:192.0.2.1" } })).toBe("192.0.2.1");
    expect(clientIp({ request: req, context: {} })).toBe("unknown");
    const trust = env.TRUST_PROXY;
    try {
      env.TRUST_PROXY = true;
      expect(clientIp({ request: req, context: {} })).toBe("unknown");
    } finally {
      env.TRUST_PROXY = trust;
    }
    expect(clientIp({ request: req, context: { ip: "not an address" } })).toBe("unknown");
  });
});

describe("guest creation per IP", () => {
  it(`answers POST /api/auth/guest with 429 and Retry-After after ${GUESTS_PER_IP.limit} guests from one address`, async () => {
    const ip = freshIp();
    const create = (from: string) =>
      respond(() => guestRoute({ request: request("/api/auth/guest", { method: "POST", json: {} }), params: {}, context: { ip: from } }));
    const users = await db.user.count();
    for (let i = 0; i < GUESTS_PER_IP.limit; i++) expect((await create(ip)).status).toBe(201);
    await expectTooMany(await create(ip));
    expect(await db.user.count()).toBe(users + GUESTS_PER_IP.limit);
    expect((await create(freshIp())).status).toBe(201); // another address is not affected
  });

  it("answers the Home “Start tracking” form with 429 and a message once the address is over the limit", async () => {
    const ip = freshIp();
    await fillCounter(`guest:ip:${ip}`, GUESTS_PER_IP.windowSeconds, GUESTS_PER_IP.limit);
    const users = await db.user.count();
    const form = new URLSearchParams({ intent: "start" });
    const response = await pageAnswer(() => homeAction({ request: formPost("/?index", form), params: {}, context: { ip } }));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(JSON.stringify(response.body)).toContain("Too many requests, try again in");
    expect(await db.user.count()).toBe(users);
  });
});

describe("writes per user and per IP", () => {
  it(`refuses the API write after ${WRITES_PER_USER.limit} in a minute from one user, and changes nothing`, async () => {
    const { cookie, userId } = await newGuest();
    const del = () =>
      respond(() =>
        entryRoute({
          request: request("/api/meal-foods/999999", { method: "DELETE", cookie }),
          params: { entryId: "999999" },
          context: {},
        }),
      );
    expect((await del()).status).toBe(404);
    await fillCounter(`write:user:${userId}`, WRITES_PER_USER.windowSeconds, WRITES_PER_USER.limit);
    await expectTooMany(await del());
    const log = await respond(() =>
      foodLog({
        request: request("/api/food-log", { method: "POST", cookie, json: { foodId: 9040, quantity: 100 } }),
        params: {},
        context: {},
      }),
    );
    await expectTooMany(log);
    expect(await db.meal.count({ where: { userId } })).toBe(0);

    const form = new URLSearchParams({ intent: "log-food", foodId: "9040", quantity: "100", mealType: "lunch" });
    const page = await pageAnswer(() => diaryAction({ request: formPost("/diary", form, cookie), params: {}, context: {} }));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await db.meal.count({ where: { userId } })).toBe(0);
  });

  it(`refuses writes from one address after ${WRITES_PER_IP.limit} in a minute, whoever sends them`, async () => {
    const ip = freshIp();
    const { cookie } = await newGuest();
    await fillCounter(`write:ip:${ip}`, WRITES_PER_IP.windowSeconds, WRITES_PER_IP.limit);
    const log = await respond(() =>
      foodLog({
        request: request("/api/food-log", { method: "POST", cookie, json: { foodId: 9040, quantity: 100 } }),
        params: {},
        context: { ip },
      }),
    );
    await expectTooMany(log);
    const guest = await respond(() =>
      guestRoute({ request: request("/api/auth/guest", { method: "POST", json: {} }), params: {}, context: { ip } }),
    );
    await expectTooMany(guest);
  });
});

describe("pages that do real work", () => {
  it("throttles the export and the progress analytics like writes: 429 + Retry-After, counted with them", async () => {
    const { cookie, userId } = await newGuest();
    const get = (path: string) => request(path, { cookie });
    type PageLoader = (args: LoaderFunctionArgs) => Promise<unknown>;
    const page = (loader: PageLoader, path: string) => respond(() => loader({ request: get(path), params: {}, context: {} }));
    const exportData = () => respond(() => exportLoader({ request: get("/api/export?format=csv"), params: {}, context: {} }));
    expect((await page(progressLoader, "/progress")).status).toBe(200);
    expect((await page(enhancedLoader, "/progress-enhanced")).status).toBe(200);
    expect((await exportData()).status).toBe(403); // premium only, but counted
    const counted = await db.rateLimit.findFirstOrThrow({ where: { key: `write:user:${userId}` } });
    expect(counted.count).toBe(3);

    await fillCounter(`write:user:${userId}`, WRITES_PER_USER.windowSeconds, WRITES_PER_USER.limit);
    await expectTooMany(await exportData());
    for (const [loader, path] of [
      [progressLoader, "/progress"],
      [enhancedLoader, "/progress-enhanced"],
    ] as [PageLoader, string][]) {
      const refused = await page(loader, path);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/^Too many requests, try again in \d+ (seconds?|minutes?)$/);
    }
  });
});

describe("clean-up", () => {
  it("deletes guests older than 30 days with no data, expired sessions, rate-limit windows and old idempotency keys", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * DAY);
    const user = (data: { isGuest: boolean; createdAt: Date }) => db.user.create({ data: { ...data, dietaryRestrictions: [] } });
    const abandoned = await user({ isGuest: true, createdAt: old });
    await db.session.create({
      data: { id: `s-${abandoned.id}`, userId: abandoned.id, data: "{}", expiresAt: new Date(now.getTime() + DAY) },
    });
    const withMeal = await user({ isGuest: true, createdAt: old });
    await db.meal.create({ data: { userId: withMeal.id, name: "Toast", mealType: "breakfast", localDate: "2026-01-01" } });
    const withFood = await user({ isGuest: true, createdAt: old });
    await db.food.create({ data: { name: "My bar", category: "snacks", source: "user", ownerId: withFood.id } });
    const recent = await user({ isGuest: true, createdAt: new Date(now.getTime() - 29 * DAY) });
    const registered = await user({ isGuest: false, createdAt: old });

    await db.session.create({ data: { id: "expired-session", data: "{}", expiresAt: new Date(now.getTime() - 1000) } });
    await db.rateLimit.create({ data: { key: "test:expired", windowStart: 0n, count: 3, expiresAt: BigInt(now.getTime() - 1000) } });
    await db.rateLimit.create({ data: { key: "test:live", windowStart: 0n, count: 3, expiresAt: BigInt(now.getTime() + 60_000) } });
    await db.idempotencyKey.create({
      data: {
        userId: registered.id,
        key: "old",
        route: "POST /api/food-log",
        status: 201,
        body: "{}",
        createdAt: new Date(now.getTime() - 25 * 60 * 60 * 1000),
      },
    });
    await db.idempotencyKey.create({ data: { userId: registered.id, key: "new", route: "POST /api/food-log", status: 201, body: "{}" } });

    const counts = await cleanUp(now);
    expect(counts.guests).toBeGreaterThanOrEqual(1);
    const left = await db.user.findMany({
      where: { id: { in: [abandoned.id, withMeal.id, withFood.id, recent.id, registered.id] } },
      select: { id: true },
    });
    expect(left.map((u) => u.id).sort((a, b) => a - b)).toEqual([withMeal.id, withFood.id, recent.id, registered.id]);
    expect(await db.session.findUnique({ where: { id: `s-${abandoned.id}` } })).toBeNull();
    expect(await db.session.findUnique({ where: { id: "expired-session" } })).toBeNull();
    expect((await db.rateLimit.findMany({ where: { key: { startsWith: "test:" } } })).map((r) => r.key)).not.toContain("test:expired");
    expect(await db.rateLimit.findFirst({ where: { key: "test:live" } })).not.toBeNull();
    expect((await db.idempotencyKey.findMany({ where: { userId: registered.id } })).map((k) => k.key)).toEqual(["new"]);
  });

  it("runs at most once an hour across servers (a marker row in the database), e.g. when guests are created", async () => {
    await db.choreRun.upsert({
      where: { name: "cleanup" },
      create: { name: "cleanup", lastRunAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
      update: { lastRunAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
    });
    const runs = await Promise.all([maybeCleanUp(), maybeCleanUp(), maybeCleanUp()]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await maybeCleanUp()).toBeNull();
    expect(await maybeCleanUp(new Date(Date.now() + 61 * 60 * 1000))).not.toBeNull();
  });
});
