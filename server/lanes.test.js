// The API lane on a bare Node server with a small route manifest shaped like Remix's build: the
// route module answers, the policies run first, everything that is not an /api resource route
// falls back, and errors never take the server down.
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiLane, createPageLane, matchApiRoute } from "./lanes.js";
import { limitRequestBody } from "./body-limit.js";
import { noStoreByDefault, sameOriginWrites, securityHeaders, servedMethods, validHost } from "./security.js";

const json = (body, init) => Response.json(body, init);
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/api.things": {
      id: "routes/api.things",
      parentId: "root",
      path: "api/things",
      module: {
        loader: ({ request, context }) => json({ url: new URL(request.url).pathname, ip: context.ip, nonce: typeof context.cspNonce }),
        action: async ({ request }) => json({ got: await request.json() }, { status: 201 }),
      },
    },
    "routes/api.things.$id": {
      id: "routes/api.things.$id",
      parentId: "routes/api.things",
      path: ":id",
      module: {
        loader: ({ params }) => {
          if (params.id === "boom") throw new Error("a bug");
          if (params.id === "gone") throw json({ error: "Not found" }, { status: 404 });
          const headers = new Headers([
            ["Set-Cookie", "a=1; Path=/"],
            ["Set-Cookie", "b=2; Path=/"],
          ]);
          return json({ id: params.id }, { headers });
        },
        action: () => json({ error: "Method not allowed" }, { status: 405 }),
      },
    },
    "routes/api.$": {
      id: "routes/api.$",
      parentId: "root",
      path: "api/*",
      module: { loader: () => json({ error: "Not found" }, { status: 404 }), action: () => json({ error: "Not found" }, { status: 404 }) },
    },
    "routes/diary": { id: "routes/diary", parentId: "root", path: "diary", module: { default: () => null, loader: () => null } },
  },
};

/** @type {import("node:http").Server} */
let server;
let origin = "";
let fallbacks = 0;

beforeAll(async () => {
  const policies = [
    limitRequestBody({ maxBytes: 1024 }),
    servedMethods(),
    validHost(),
    securityHeaders({ dev: false }),
    noStoreByDefault(),
    sameOriginWrites(),
  ];
  const lane = createApiLane({
    build,
    policies,
    trustProxy: false,
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, ip: req.socket.remoteAddress }),
  });
  server = createServer((req, res) =>
    lane(req, res, () => {
      fallbacks += 1;
      res.end("fallback");
    }),
  );
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

describe("matching", () => {
  it("finds the /api resource route Remix would, with its params, and nothing else", () => {
    expect(matchApiRoute(build, "/api/things")?.module).toBe(build.routes["routes/api.things"].module);
    expect(matchApiRoute(build, "/api/things/12")?.params).toMatchObject({ id: "12" });
    expect(matchApiRoute(build, "/api/other/path")?.module).toBe(build.routes["routes/api.$"].module);
    expect(matchApiRoute(build, "/diary")).toBeNull();
  });
});

describe("the lane", () => {
  it("answers with the route's loader, after the policies (security headers, no-store, the load context)", async () => {
    const res = await fetch(`${origin}/api/things?x=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: "/api/things", ip: "127.0.0.1", nonce: "string" });
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives the action the body and keeps every Set-Cookie", async () => {
    const posted = await fetch(`${origin}/api/things`, { method: "POST", body: JSON.stringify({ a: 1 }) });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ got: { a: 1 } });
    const res = await fetch(`${origin}/api/things/7`);
    expect(await res.json()).toEqual({ id: "7" });
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("answers a thrown Response as it is, and a thrown error 500 { error } without stopping", async () => {
    const gone = await fetch(`${origin}/api/things/gone`);
    expect([gone.status, await gone.json()]).toEqual([404, { error: "Not found" }]);
    const boom = await fetch(`${origin}/api/things/boom`);
    expect([boom.status, await boom.json()]).toEqual([500, { error: "Unexpected Server Error" }]);
    expect((await fetch(`${origin}/api/things/8`)).status).toBe(200);
  });

  it("lets the policies refuse first: cross-origin writes, unserved methods, bodies over the cap", async () => {
    const cross = await fetch(`${origin}/api/things`, { method: "POST", headers: { origin: "https://evil.test" }, body: "{}" });
    expect([cross.status, await cross.json()]).toEqual([403, { error: "Cross-origin request refused" }]);
    const trace = await fetch(`${origin}/api/things`, { method: "PROPFIND" });
    expect(trace.status).toBe(501);
    const big = await fetch(`${origin}/api/things`, { method: "POST", body: "x".repeat(4096) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: expect.stringContaining("too large") });
  });

  it("answers HEAD without a body, and leaves pages and other paths to the fallback", async () => {
    const head = await fetch(`${origin}/api/things`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const before = fallbacks;
    expect(await (await fetch(`${origin}/diary`)).text()).toBe("fallback");
    expect(await (await fetch(`${origin}/apis`)).text()).toBe("fallback");
    expect(fallbacks).toBe(before + 2);
  });
});

describe("the page lane", () => {
  /** @param {(req: any, res: any, next: (error: unknown) => void) => void} handler */
  async function serve(handler, path = "/diary", init = {}) {
    const lane = createPageLane({
      policies: [servedMethods(), securityHeaders({ dev: false }), noStoreByDefault(), sameOriginWrites()],
      handler,
    });
    const page = createServer(lane);
    await new Promise((resolve) => page.listen(0, "127.0.0.1", () => resolve(undefined)));
    try {
      return await fetch(`http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (page.address()).port}${path}`, init);
    } finally {
      page.close();
    }
  }

  it("runs the policies, then the handler with the nonce in res.locals", async () => {
    const res = await serve((_req, res) => res.end(`nonce ${typeof res.locals.cspNonce}`));
    expect(await res.text()).toBe("nonce string");
    expect(res.headers.get("content-security-policy")).toContain("'nonce-");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a failed handler with a plain 500, and lets a policy refuse first", async () => {
    const failed = await serve((_req, _res, next) => next(new Error("a bug")));
    expect([failed.status, await failed.text()]).toEqual([500, "Internal Server Error\n"]);
    const cross = await serve(
      () => {
        throw new Error("never reached");
      },
      "/diary",
      { method: "POST", headers: { origin: "https://evil.test" }, body: "a=1" },
    );
    expect(cross.status).toBe(403);
  });
});
