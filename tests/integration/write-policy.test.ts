// The one write policy (issue 21, item 4; ADR 0022): every route's action is built by
// app/http/write-policy.server.ts, and the workout doors get the throttle and idempotency the
// API conventions (docs/api.md) promise for every write.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { apiLoader, pageLoader, readPolicyOf } from "~/http/read-policy.server";
import { apiAction, formAction, writePolicyOf } from "~/http/write-policy.server";
import { WRITES_PER_USER } from "~/modules/throttle/limits";
import { action as workoutScreen } from "~/routes/workout";
import { action as activeScreen } from "~/routes/workout-enhanced";
import { action as startRoute } from "~/routes/api.workout-sessions";
import { action as completeRoute } from "~/routes/api.workout-sessions.complete";
import { formPost, newGuest, ORIGIN, request, respond } from "../helpers/requests";

const ROUTES_DIR = new URL("../../app/routes/", import.meta.url);
const modules = import.meta.glob<Record<string, unknown>>("../../app/routes/*.{ts,tsx}", { eager: true });

describe("every route module's action is built by the write policy", () => {
  it("finds every file of app/routes", () => {
    const files = readdirSync(ROUTES_DIR).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    expect(
      Object.keys(modules)
        .map((path) => path.split("/").at(-1))
        .sort(),
    ).toEqual(files.sort());
  });

  it.each(Object.entries(modules).filter(([, module]) => "action" in module))("%s", (path, module) => {
    expect(writePolicyOf(module.action), `${path}: build its action with apiAction, formAction, notServed or everyMethod`).not.toBeNull();
  });

  it("tells a hand-written action from a built one", () => {
    expect(writePolicyOf(async () => new Response(null))).toBeNull();
    expect(writePolicyOf(apiAction({ methods: ["POST"], guard: "none", throttle: false, run: () => ({}) }))).toBe("api");
    expect(writePolicyOf(formAction({ guard: "none", throttle: false, intents: {} }))).toBe("form");
  });
});

describe("every route module's loader declares its guard (issue 38 item 5)", () => {
  it.each(Object.entries(modules).filter(([, module]) => "loader" in module))("%s", (path, module) => {
    // A write-only door's loader is its action (notServed: 405 with Allow).
    const built = readPolicyOf(module.loader) ?? (writePolicyOf(module.loader) === "not-served" ? "not-served" : null);
    expect(built, `${path}: build its loader with pageLoader or apiLoader`).not.toBeNull();
  });

  it("tells a hand-written loader from a built one, and runs the guard before the read", async () => {
    expect(readPolicyOf(async () => null)).toBeNull();
    expect(readPolicyOf(pageLoader("page", () => null))).toBe("page");
    let read = false;
    const members = apiLoader("user", () => (read = true));
    const refused = await respond(() => members({ request: request("/api/x"), params: {}, context: {} }));
    expect([refused.status, read]).toEqual([401, false]);
    const { cookie } = await newGuest();
    const away = await respond(() =>
      pageLoader("staff", () => (read = true))({ request: request("/support/inbox", { cookie }), params: {}, context: {} }),
    );
    expect([away.status, read]).toEqual([404, false]);
  });
});

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

/** A screen action's status (a Response, or Remix's data() with its init). */
async function statusOf(run: () => unknown): Promise<number> {
  const result = await respond(async () => {
    const value = await run();
    if (value && typeof value === "object" && "init" in value) return new Response(null, (value as { init?: ResponseInit }).init);
    return value;
  });
  return result.status;
}

/** Waits out the end of a minute, so that a burst of posts falls in one throttle window. */
async function startOfWindow() {
  const left = WRITES_PER_USER.windowSeconds * 1000 - (Date.now() % (WRITES_PER_USER.windowSeconds * 1000));
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const BURST = 140;

describe("the workout doors are throttled like every other write", () => {
  it(`answers ${BURST} quick posts to /workout with 429 past ${WRITES_PER_USER.limit}`, { timeout: 60_000 }, async () => {
    const { cookie } = await newGuest();
    await startOfWindow();
    const statuses: number[] = [];
    for (let i = 0; i < BURST; i++)
      statuses.push(await statusOf(() => workoutScreen(args(formPost("/workout", { intent: "skip-rest" }, cookie)))));
    expect(statuses.slice(0, WRITES_PER_USER.limit)).not.toContain(429);
    expect(statuses.slice(WRITES_PER_USER.limit)).toEqual(Array(BURST - WRITES_PER_USER.limit).fill(429));
    expect(await statusOf(() => activeScreen(args(formPost("/workout-enhanced", { intent: "skip-rest" }, cookie))))).toBe(429);
  });

  it(
    `answers ${BURST} quick POST /api/workout-sessions with 429 past ${WRITES_PER_USER.limit}, with Retry-After`,
    { timeout: 60_000 },
    async () => {
      const { userId, cookie } = await newGuest();
      await startOfWindow();
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let i = 0; i < BURST; i++) {
        last = await respond(() => startRoute(args(request("/api/workout-sessions", { method: "POST", cookie, json: { exercises: [] } }))));
        statuses.push(last.status);
      }
      expect(statuses.slice(0, WRITES_PER_USER.limit)).not.toContain(429);
      expect(statuses.slice(WRITES_PER_USER.limit)).toEqual(Array(BURST - WRITES_PER_USER.limit).fill(429));
      expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
      const complete = await respond(() =>
        completeRoute(args(request("/api/workout-sessions/complete", { method: "POST", cookie, json: {} }))),
      );
      expect(complete.status).toBe(429);
      expect(await db.workoutSession.count({ where: { userId } })).toBeLessThanOrEqual(1);
    },
  );
});

describe("POST /api/workout-sessions honours Idempotency-Key", () => {
  const start = (cookie: string, key?: string) =>
    respond(() => {
      const req = request("/api/workout-sessions", { method: "POST", cookie, json: { exercises: [{ exerciseId: 44, targetSets: 3 }] } });
      if (key) req.headers.set("Idempotency-Key", key);
      return startRoute(args(req));
    });

  it("replays the 201 to a retry with the same key (not 409), and starts one workout", async () => {
    const { userId, cookie } = await newGuest();
    const first = await start(cookie, "workout-retry");
    const retry = await start(cookie, "workout-retry");
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect(await db.workoutSession.count({ where: { userId } })).toBe(1);
    // Without the key a second start is still refused: one workout at a time.
    expect((await start(cookie)).status).toBe(409);
  });
});

describe("bodies the doors cannot read are 4xx, never 500", () => {
  it("answers the code step of /login and POST /api/auth/verify-otp sent a broken body with 400/415", async () => {
    const { action: login } = await import("~/routes/login");
    const { action: verify } = await import("~/routes/api.auth.verify-otp");
    const json = new Request(`${ORIGIN}/login?step=code`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(await statusOf(() => login(args(json)))).toBe(415);
    const multipart = new Request(`${ORIGIN}/login?step=code`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nContent-Disposition: form-data\r\n\r\nno end",
    });
    expect(await statusOf(() => login(args(multipart)))).toBe(400);
    const text = await respond(() => verify(args(request("/api/auth/verify-otp", { method: "POST", body: "email=a@b.c&otpCode=1" }))));
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ error: "Malformed JSON body" });
  });

  it("keeps the Stripe webhook's own cap and words", async () => {
    const { action: webhook } = await import("~/routes/api.stripe.webhook");
    const big = await respond(() => webhook(args(request("/api/stripe/webhook", { method: "POST", body: "x".repeat(300 * 1024) }))));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "Webhook body too large" });
  });
});
