// Many simulated users at once: each its own guest session and keep-alive connection, reading and
// logging with a short think time, for a bounded time. Reports latency, the slowest first request,
// errors and the writes the server acknowledged (to compare with rows in the database).
import http from "node:http";
import { percentile } from "./load.ts";
import { request, withSetCookies, type HttpResponse } from "./http.ts";

export interface MixedLoadOptions {
  origin: string;
  users: number;
  /** Users stop starting requests after this; requests in flight then get at most `timeoutMs`. */
  seconds: number;
  /** Users start spread over this many ms (0: all at once). */
  rampMs: number;
  /** Pause between a user's requests, uniform in [min, max] ms. */
  thinkMs: [number, number];
  /** Per-request limit; a request that takes longer counts as an error. */
  timeoutMs: number;
  /** Upper bound on requests per user (besides time). */
  maxRequestsPerUser: number;
  foodIds: number[];
  searchTerms: string[];
}

export type Action = "sign-in (first request)" | "GET /" | "GET /diary" | "GET /api/foods?search=" | "POST /api/food-log";

/** What a user does after signing in, with weights (sum 100). */
const MIX: [Action, number][] = [
  ["GET /", 30],
  ["GET /diary", 20],
  ["GET /api/foods?search=", 30],
  ["POST /api/food-log", 20],
];

export interface ActionStats {
  action: Action;
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface MixedLoadResult {
  users: number;
  /** Users whose sign-in worked (the others did nothing more). */
  signedIn: number;
  userIds: number[];
  requests: number;
  errors: number;
  /** A few distinct error descriptions with counts. */
  errorKinds: Map<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Time of each user's first request (the sign-in), slowest. */
  slowestFirstMs: number;
  firstP99Ms: number;
  perAction: ActionStats[];
  /** POST /api/food-log answered 201. */
  acknowledgedWrites: number;
  /** POSTs that failed or timed out (may or may not have been stored). */
  unacknowledgedWrites: number;
  wallSeconds: number;
}

/** Small seeded PRNG (mulberry32) so each run makes the same choices. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const { origin, users, seconds, rampMs, thinkMs, timeoutMs, maxRequestsPerUser, foodIds, searchTerms } = options;
  const samples = new Map<Action, number[]>();
  const errorsBy = new Map<Action, number>();
  const errorKinds = new Map<string, number>();
  const firstTimes: number[] = [];
  const userIds: number[] = [];
  let acknowledgedWrites = 0;
  let unacknowledgedWrites = 0;
  const agents: http.Agent[] = [];

  const started = performance.now();
  const deadline = started + seconds * 1000;

  const record = (action: Action, ms: number, error?: string) => {
    let list = samples.get(action);
    if (!list) samples.set(action, (list = []));
    list.push(ms);
    if (error) {
      errorsBy.set(action, (errorsBy.get(action) ?? 0) + 1);
      const kind = `${action}: ${error}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    }
  };

  /** Times one request until its body has arrived; the status must be `expected`. */
  const timed = async (action: Action, expected: number, send: () => Promise<HttpResponse>): Promise<HttpResponse | undefined> => {
    const t0 = performance.now();
    try {
      const res = await send();
      const ms = performance.now() - t0;
      record(action, ms, res.status === expected ? undefined : `HTTP ${res.status}`);
      return res;
    } catch (err) {
      const message = err instanceof Error ? err.message.replace(/http:\/\/[^ ]+/g, "…") : String(err);
      record(action, performance.now() - t0, message.slice(0, 80));
      return undefined;
    }
  };

  const user = async (index: number) => {
    const random = prng(index + 1);
    await sleep(rampMs > 0 ? random() * rampMs : 0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
      request(`${origin}${path}`, { ...init, agent, timeoutMs });

    // First request: sign in as a guest (what a new visitor's browser does first).
    const t0 = performance.now();
    const signIn = await timed("sign-in (first request)", 201, () =>
      send("/api/auth/guest", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ timeZone: "UTC" }),
      }),
    );
    firstTimes.push(performance.now() - t0);
    if (!signIn || signIn.status !== 201) return;
    // Each user's browser keeps the cookies answers set (the session; the stylesheet's after the first page).
    let cookie = withSetCookies("", signIn);
    try {
      userIds.push((JSON.parse(signIn.body.toString("utf8")) as { user: { id: number } }).user.id);
    } catch {
      return;
    }

    for (let i = 0; i < maxRequestsPerUser; i++) {
      await sleep(thinkMs[0] + random() * (thinkMs[1] - thinkMs[0]));
      if (performance.now() >= deadline) return;
      let pick = random() * 100;
      const action = MIX.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? "GET /";
      if (action === "GET /" || action === "GET /diary") {
        const page = await timed(action, 200, () => send(action === "GET /" ? "/" : "/diary", { headers: { cookie } }));
        if (page) cookie = withSetCookies(cookie, page);
      } else if (action === "GET /api/foods?search=") {
        const term = searchTerms[Math.floor(random() * searchTerms.length)] ?? "banana";
        await timed(action, 200, () => send(`/api/foods?search=${encodeURIComponent(term)}`, { headers: { cookie } }));
      } else {
        const foodId = foodIds[Math.floor(random() * foodIds.length)];
        const mealType = ["breakfast", "lunch", "dinner", "snack"][Math.floor(random() * 4)];
        const res = await timed(action, 201, () =>
          send("/api/food-log", {
            method: "POST",
            headers: { "content-type": "application/json", origin, cookie },
            body: JSON.stringify({ foodId, quantity: 50 + Math.round(random() * 200), mealType }),
          }),
        );
        if (res?.status === 201) acknowledgedWrites += 1;
        else unacknowledgedWrites += 1;
      }
    }
  };

  try {
    // Hard bound on the whole phase: ramp + duration + one request timeout + slack.
    const bound = rampMs + seconds * 1000 + timeoutMs + 5_000;
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<void>((resolve) => (timer = setTimeout(resolve, bound)));
    await Promise.race([Promise.all(Array.from({ length: users }, (_, i) => user(i))), outOfTime]);
    clearTimeout(timer);
  } finally {
    for (const agent of agents) agent.destroy();
  }

  const all = [...samples.values()].flat().sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  const perAction: ActionStats[] = [];
  for (const [action, list] of samples) {
    const sorted = [...list].sort((a, b) => a - b);
    perAction.push({
      action,
      count: sorted.length,
      errors: errorsBy.get(action) ?? 0,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
    });
  }
  const firstSorted = [...firstTimes].sort((a, b) => a - b);
  return {
    users,
    signedIn: userIds.length,
    userIds,
    requests: all.length,
    errors: [...errorsBy.values()].reduce((a, b) => a + b, 0) + (users - firstTimes.length),
    errorKinds,
    p50Ms: round(percentile(all, 50)),
    p99Ms: round(percentile(all, 99)),
    maxMs: round(all.at(-1) ?? 0),
    slowestFirstMs: round(firstSorted.at(-1) ?? 0),
    firstP99Ms: round(percentile(firstSorted, 99)),
    perAction,
    acknowledgedWrites,
    unacknowledgedWrites,
    wallSeconds: (performance.now() - started) / 1000,
  };
}
