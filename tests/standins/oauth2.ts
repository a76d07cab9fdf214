// A local stand-in for a provider's OAuth2 server and data API (authorization code with PKCE, as
// Withings, Fitbit, Strava, WHOOP, Oura and Polar serve it): GET /authorize sends the browser back
// to the redirect_uri with a code, POST /token trades the code (checking client, redirect_uri and
// the PKCE verifier) or a refresh token for tokens, and each provider's data endpoint
// (app/modules/integrations/provider-apis.ts) answers the bearer of a live token with the same
// made-up days (standinDay). Switches: fail the token exchange or the data endpoints with a 500,
// and expire every token handed out (the next data request gets 401, the app refreshes). Tests
// start it in-process; by hand: `npm run standin:oauth` (PORT=4040 by default; POST
// /__control/fail?what=token|data|none, /__control/expire, /__control/reset), then e.g.
// OAUTH_WITHINGS_CLIENT_ID=standin OAUTH_WITHINGS_CLIENT_SECRET=standin-secret
// OAUTH_WITHINGS_AUTHORIZE_URL=http://127.0.0.1:4040/authorize OAUTH_WITHINGS_TOKEN_URL=http://127.0.0.1:4040/token
// OAUTH_WITHINGS_API_URL=http://127.0.0.1:4040
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export const STANDIN_CLIENT = { id: "standin", secret: "standin-secret" };

type Grant = { redirectUri: string; challenge: string; clientId: string };
/** What fails with a 500: the token exchange (and refresh), the data endpoints, or nothing. */
export type Failing = "token" | "data" | false;
export type OAuthStandin = {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** the access tokens handed out, in order */
  issued: string[];
  /** the data requests answered or refused, as "METHOD /path" */
  dataRequests: string[];
  /** how many refresh grants were answered */
  refreshes: () => number;
  /** true (the token exchange) or what to fail; false: answer */
  setFailing(failing: Failing | true): void;
  /** every access token handed out so far stops working (expires_in 0 for the next ones too while set) */
  expireTokens(): void;
  close(): Promise<void>;
};

/** The made-up figures of one day (YYYY-MM-DD), the same on every provider's endpoint. */
export function standinDay(day: string) {
  const n = Number(day.replaceAll("-", "")) % 97;
  return { steps: 6000 + n * 50, activeCalories: 300 + n, weightKg: 80 - n / 100, sleepMinutes: 420 + (n % 60) };
}

/** The days from `from` to `to` (YYYY-MM-DD, both included), at most a year. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`) && days.length < 366; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const dayOfSeconds = (value: string | null) => new Date(Number(value ?? 0) * 1000).toISOString().slice(0, 10);
/** Oura's and WHOOP's page size: a month comes in several pages. */
const PAGE_DAYS = 10;

/** A page of `days` starting at the cursor, and the cursor of the next page. */
function paged(days: string[], cursor: string | null): { page: string[]; next: string | null } {
  const start = cursor ? Number(cursor) : 0;
  const end = start + PAGE_DAYS;
  return { page: days.slice(start, end), next: end < days.length ? String(end) : null };
}

/** Each provider's data endpoint: its answer for the query (the same days whoever asks). */
const DATA_ENDPOINTS: Record<string, (q: URLSearchParams, form: URLSearchParams) => unknown> = {
  "POST /measure": (_q, form) => ({
    status: 0,
    body: {
      measuregrps: daysBetween(dayOfSeconds(form.get("startdate")), dayOfSeconds(form.get("enddate"))).map((day) => ({
        grpid: Number(day.replaceAll("-", "")),
        date: Date.parse(`${day}T06:30:00Z`) / 1000,
        measures: [{ value: Math.round(standinDay(day).weightKg * 1000), type: 1, unit: -3 }],
      })),
      more: 0,
    },
  }),
  "GET /v2/usercollection/daily_activity": (q) => {
    const { page, next } = paged(daysBetween(q.get("start_date")!, q.get("end_date")!), q.get("next_token"));
    return {
      data: page.map((day) => ({ id: `act-${day}`, day, steps: standinDay(day).steps, active_calories: standinDay(day).activeCalories })),
      next_token: next,
    };
  },
  "GET /v2/usercollection/sleep": (q) => {
    const { page, next } = paged(daysBetween(q.get("start_date")!, q.get("end_date")!), q.get("next_token"));
    return {
      data: page.map((day) => ({
        id: `sleep-${day}`,
        day,
        total_sleep_duration: standinDay(day).sleepMinutes * 60,
        bedtime_start: `${day}T00:00:00Z`,
        bedtime_end: `${day}T08:00:00Z`,
      })),
      next_token: next,
    };
  },
  "GET /developer/v2/activity/sleep": (q) => {
    const { page, next } = paged(daysBetween(q.get("start")!.slice(0, 10), q.get("end")!.slice(0, 10)), q.get("nextToken"));
    return {
      records: page.map((day) => ({
        id: `sleep-${day}`,
        start: `${day}T00:00:00.000Z`,
        end: `${day}T08:00:00.000Z`,
        score: {
          stage_summary: { total_in_bed_time_milli: 8 * 3_600_000, total_awake_time_milli: (480 - standinDay(day).sleepMinutes) * 60_000 },
        },
      })),
      next_token: next,
    };
  },
  "GET /developer/v2/activity/workout": (q) => {
    const { page, next } = paged(daysBetween(q.get("start")!.slice(0, 10), q.get("end")!.slice(0, 10)), q.get("nextToken"));
    return {
      records: page.map((day) => ({
        id: `workout-${day}`,
        start: `${day}T17:00:00.000Z`,
        end: `${day}T17:45:00.000Z`,
        score: { kilojoule: 1255.2 },
      })),
      next_token: next,
    };
  },
  "GET /wellness-api/rest/dailies": (q) =>
    [dayOfSeconds(q.get("uploadStartTimeInSeconds"))].map((day) => ({
      summaryId: `daily-${day}`,
      calendarDate: day,
      steps: standinDay(day).steps,
      activeKilocalories: standinDay(day).activeCalories,
    })),
  "GET /v3/users/activities": (q) =>
    daysBetween(q.get("from")!, q.get("to")!)
      .slice(0, -1)
      .map((day) => ({ start_time: `${day}T00:00:00`, steps: standinDay(day).steps, active_calories: standinDay(day).activeCalories })),
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

export async function startOAuthStandin({ port = 0 }: { port?: number } = {}): Promise<OAuthStandin> {
  const grants = new Map<string, Grant>();
  const issued: string[] = [];
  const dataRequests: string[] = [];
  /** live access tokens → their expiry (ms), and the refresh tokens still valid */
  const live = new Map<string, number>();
  const refreshTokens = new Set<string>();
  let refreshes = 0;
  let failing: Failing = false;
  let expired = false;
  const reset = () => {
    grants.clear();
    live.clear();
    refreshTokens.clear();
    issued.length = 0;
    dataRequests.length = 0;
    refreshes = 0;
    failing = false;
    expired = false;
  };
  const expireAll = () => {
    expired = true;
    for (const token of live.keys()) live.set(token, 0);
  };
  const issue = (send: (status: number, json: unknown) => void) => {
    const accessToken = `standin-access-${randomUUID()}`;
    const refreshToken = `standin-refresh-${randomUUID()}`;
    const expiresIn = expired ? 0 : 3600;
    issued.push(accessToken);
    live.set(accessToken, Date.now() + expiresIn * 1000);
    refreshTokens.add(refreshToken);
    send(200, { access_token: accessToken, refresh_token: refreshToken, token_type: "Bearer", expires_in: expiresIn });
  };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (request.method === "GET" && url.pathname === "/authorize") {
        const q = url.searchParams;
        const redirectUri = q.get("redirect_uri");
        if (q.get("response_type") !== "code" || q.get("client_id") !== STANDIN_CLIENT.id || !redirectUri || !q.get("state")) {
          return send(400, { error: "invalid_request" });
        }
        if (q.get("code_challenge_method") !== "S256" || !q.get("code_challenge"))
          return send(400, { error: "invalid_request", error_description: "PKCE required" });
        const code = randomUUID();
        grants.set(code, { redirectUri, challenge: q.get("code_challenge")!, clientId: STANDIN_CLIENT.id });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", q.get("state")!);
        return response.writeHead(302, { Location: back.toString() }).end();
      }
      if (request.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(await readBody(request));
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        const [clientId, secret] = basic
          ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        if (clientId !== STANDIN_CLIENT.id || secret !== STANDIN_CLIENT.secret) return send(401, { error: "invalid_client" });
        if (failing === "token") return send(500, { error: "server_error", error_description: "stand-in told to fail" });
        if (form.get("grant_type") === "refresh_token") {
          // Refresh tokens rotate (as WHOOP's and Withings' do): the one used is spent.
          if (!refreshTokens.delete(form.get("refresh_token") ?? "")) return send(400, { error: "invalid_grant" });
          refreshes++;
          expired = false;
          return issue(send);
        }
        const grant = grants.get(form.get("code") ?? "");
        grants.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        if (
          !grant ||
          grant.redirectUri !== form.get("redirect_uri") ||
          base64url(createHash("sha256").update(verifier).digest()) !== grant.challenge
        ) {
          return send(400, { error: "invalid_grant" });
        }
        return issue(send);
      }
      if (request.method === "POST" && url.pathname.startsWith("/__control/")) {
        const what = url.searchParams.get("what");
        if (url.pathname === "/__control/fail") failing = what === "token" || what === "data" ? what : false;
        else if (url.pathname === "/__control/expire") expireAll();
        else if (url.pathname === "/__control/reset") reset();
        else return send(404, { error: "not_found" });
        return send(200, { ok: true });
      }
      const endpoint = DATA_ENDPOINTS[`${request.method} ${url.pathname}`];
      if (endpoint) {
        const form = new URLSearchParams(request.method === "POST" ? await readBody(request) : "");
        dataRequests.push(`${request.method} ${url.pathname}`);
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
        if ((live.get(bearer) ?? 0) <= Date.now()) {
          // Withings says so in a 200 (its API's way); the others with a 401.
          return url.pathname === "/measure" ? send(200, { status: 401, error: "invalid_token" }) : send(401, { error: "invalid_token" });
        }
        if (failing === "data") return send(500, { error: "server_error", error_description: "stand-in told to fail" });
        return send(200, endpoint(url.searchParams, form));
      }
      send(404, { error: "not_found" });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${actual}`;
  return {
    url,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    issued,
    dataRequests,
    refreshes: () => refreshes,
    setFailing(next) {
      failing = next === true ? "token" : next;
    },
    expireTokens: expireAll,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startOAuthStandin({ port: Number(process.env.PORT ?? 4040) });
  console.log(
    `OAuth2 stand-in on ${standin.url}: set OAUTH_<PROVIDER>_CLIENT_ID=${STANDIN_CLIENT.id} OAUTH_<PROVIDER>_CLIENT_SECRET=${STANDIN_CLIENT.secret} ` +
      `OAUTH_<PROVIDER>_AUTHORIZE_URL=${standin.authorizeUrl} OAUTH_<PROVIDER>_TOKEN_URL=${standin.tokenUrl} OAUTH_<PROVIDER>_API_URL=${standin.url} ` +
      `(e.g. <PROVIDER> = WITHINGS); POST ${standin.url}/__control/fail?what=token|data|none, /__control/expire, /__control/reset`,
  );
}
