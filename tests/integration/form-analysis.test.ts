// Saving a form analysis to the workout history (issue 28): POST/GET /api/form-analyses and
// DELETE /api/form-analyses/{id}, and /form-analysis's Save and Remove forms, through one domain
// function, one schema and the one write policy; the form both as a plain post (no JavaScript) and
// as Remix's fetcher sends it (single fetch), on the production server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { analyzeForm } from "~/modules/exercise-form/analyze";
import { squatFrames } from "~/modules/exercise-form/synthetic";
import { action as screen, loader as screenLoader } from "~/routes/form-analysis";
import { action as analysesApi, loader as listApi } from "~/routes/api.form-analyses";
import { action as analysisApi } from "~/routes/api.form-analyses.$analysisId";
import { formPost, newGuest, ORIGIN, respond, respondPage } from "../helpers/requests";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

function squatResult() {
  const outcome = analyzeForm("squat", squatFrames());
  if (outcome.kind !== "result") throw new Error(outcome.kind);
  return { ...outcome.result, source: "camera" };
}

function post(cookie: string, json: unknown, key?: string) {
  const headers = new Headers({ Cookie: cookie, "Content-Type": "application/json" });
  if (key) headers.set("Idempotency-Key", key);
  const request = new Request(`${ORIGIN}/api/form-analyses`, { method: "POST", headers, body: JSON.stringify(json) });
  return respond(() => analysesApi(args(request)));
}

const rows = (userId: number) => db.formAnalysis.findMany({ where: { userId } });

describe("POST /api/form-analyses", () => {
  it("saves a result once per key, dated today, and lists it newest first", async () => {
    const guest = await newGuest();
    const first = await post(guest.cookie, squatResult(), "form-key-1");
    expect(first.status).toBe(201);
    const saved = (await first.json()) as { id: number; date: string; score: number; keyPoints: unknown[] };
    expect(saved).toMatchObject({ exercise: "squat", score: 100, reps: 3, source: "camera", framesAnalysed: 100, framesTracked: 100 });
    expect(saved.keyPoints).toHaveLength(7);
    expect(await (await post(guest.cookie, squatResult(), "form-key-1")).json()).toEqual(saved);
    expect(await rows(guest.userId)).toHaveLength(1);

    await post(guest.cookie, { ...squatResult(), exercise: "lunge", score: 64, source: "file" });
    const listed = await respond(() => listApi(args(new Request(`${ORIGIN}/api/form-analyses`, { headers: { Cookie: guest.cookie } }))));
    const { analyses } = (await listed.json()) as { analyses: { exercise: string; score: number; source: string }[] };
    expect(analyses.map((analysis) => [analysis.exercise, analysis.score, analysis.source])).toEqual([
      ["lunge", 64, "file"],
      ["squat", 100, "camera"],
    ]);
  });

  it.each([
    [{ score: 101 }, "score: Score must be at most 100"],
    [{ exercise: "curl" }, "exercise: Exercise must be one of squat, deadlift, bench-press, overhead-press, row, pull-up, push-up, lunge"],
    [{ keyPoints: [] }, "keyPoints: At least one key point"],
    [{ framesTracked: 101 }, "framesTracked: Frames tracked cannot be more than frames analyzed"],
    [{ reps: 0 }, "reps: Reps must be at least 1"],
    [{ durationSeconds: 500 }, "durationSeconds: Duration must be at most 120 s"],
    [{ keyPoints: [{ point: "Depth", status: "fine", description: "x" }] }, "keyPoints.0.status: Status must be good, warning or error"],
  ])("refuses %j with a 400 in words and saves nothing", async (change, error) => {
    const guest = await newGuest();
    const response = await post(guest.cookie, { ...squatResult(), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await rows(guest.userId)).toEqual([]);
  });

  it("needs a session", async () => {
    const request = new Request(`${ORIGIN}/api/form-analyses`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect((await respond(() => analysesApi(args(request)))).status).toBe(401);
  });
});

describe("DELETE /api/form-analyses/{id}", () => {
  it("removes your own analysis; another member's is not found", async () => {
    const [owner, stranger] = await Promise.all([newGuest(), newGuest()]);
    const { id } = (await (await post(owner.cookie, squatResult())).json()) as { id: number };
    const remove = (cookie: string, analysisId: string) =>
      respond(() =>
        analysisApi(
          args(new Request(`${ORIGIN}/api/form-analyses/${analysisId}`, { method: "DELETE", headers: { Cookie: cookie } }), { analysisId }),
        ),
      );
    const refused = await remove(stranger.cookie, String(id));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Form analysis not found" });
    expect((await remove(owner.cookie, String(id))).status).toBe(200);
    expect(await rows(owner.userId)).toEqual([]);
    expect((await remove(owner.cookie, "x")).status).toBe(400);
  });
});

describe("/form-analysis's forms", () => {
  it("saves once per form key, says so in a toast, and lists it; Remove takes it off", async () => {
    const guest = await newGuest();
    const fields = { intent: "save-analysis", analysis: JSON.stringify(squatResult()), idempotencyKey: "page-form-1" };
    const saved = await respondPage(() => screen(args(formPost("/form-analysis", fields, guest.cookie))));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/form-analysis");
    await respondPage(() => screen(args(formPost("/form-analysis", fields, guest.cookie))));
    const [row] = await rows(guest.userId);
    expect(await rows(guest.userId)).toHaveLength(1);

    const page = (await screenLoader(args(new Request(`${ORIGIN}/form-analysis`, { headers: { Cookie: guest.cookie } })))) as {
      history: { id: number; exercise: string }[];
    };
    expect(page.history.map((analysis) => analysis.id)).toEqual([row!.id]);

    const removed = await respondPage(() =>
      screen(args(formPost("/form-analysis", { intent: "delete-analysis", analysisId: String(row!.id) }, guest.cookie))),
    );
    expect(removed.status).toBe(302);
    expect(await rows(guest.userId)).toEqual([]);
  });

  it("refuses an unreadable or invalid analysis with the form's message", async () => {
    const guest = await newGuest();
    const bad = await respondPage(() => screen(args(formPost("/form-analysis", { intent: "save-analysis", analysis: "{" }, guest.cookie))));
    expect(bad.status).toBe(400);
    const invalid = await respondPage(() =>
      screen(
        args(
          formPost("/form-analysis", { intent: "save-analysis", analysis: JSON.stringify({ ...squatResult(), score: -1 }) }, guest.cookie),
        ),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(await invalid.json())).toContain(`"Score must be at least 0"`);
    expect(await rows(guest.userId)).toEqual([]);
  });
});

describe.skipIf(!HAS_BUILD)("on the production server", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMITS: "off" });
  }, 60_000);
  afterAll(() => server?.stop());

  const body = (key: string) =>
    new URLSearchParams({ intent: "save-analysis", analysis: JSON.stringify(squatResult()), idempotencyKey: key });
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("without JavaScript: the form posts, redirects back, and the page lists the result and says analysis needs JavaScript", async () => {
    const guest = await newGuest();
    const response = await fetch(`${server.url}/form-analysis`, {
      method: "POST",
      headers: { ...form, Cookie: guest.cookie },
      body: body("no-js-1"),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/form-analysis");
    const html = await (await fetch(`${server.url}/form-analysis`, { headers: { Cookie: guest.cookie } })).text();
    expect(html).toContain("Analysis needs JavaScript");
    expect(html).toContain('data-testid="saved-analysis"');
    expect(await rows(guest.userId)).toHaveLength(1);
  });

  it("with JavaScript: the fetcher's single-fetch post saves it and asks for the same redirect", async () => {
    const guest = await newGuest();
    const response = await fetch(`${server.url}/form-analysis.data`, {
      method: "POST",
      headers: { ...form, Cookie: guest.cookie },
      body: body("js-1"),
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(400);
    expect(await response.text()).toContain("/form-analysis");
    expect(await rows(guest.userId)).toHaveLength(1);
  });
});
