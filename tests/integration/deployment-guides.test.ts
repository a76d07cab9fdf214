// The deployment pages (issue 26, item 4): progress through the wizard and the internal testing
// guide is kept per member on the server (so every step works without JavaScript), completion is
// irreversible, the testing guide is sequential, and /deployment-status reads the live deployment.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { TESTING_STEPS } from "~/modules/deployment/guides";
import * as assetLinks from "~/routes/[.]well-known.assetlinks[.]json";
import * as deploy from "~/routes/deploy";
import * as status from "~/routes/deployment-status";
import * as wizard from "~/routes/deployment-wizard";
import { formPost, newGuest, request, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const load = async <T>(loader: (a: ReturnType<typeof args>) => Promise<T>, path: string, cookie: string) =>
  loader(args(request(path, { cookie })));
const post = (route: { action: (a: ReturnType<typeof args>) => unknown }, path: string, stepId: string, cookie: string) =>
  respondPage(async () => route.action(args(formPost(path, { intent: "complete-step", stepId }, cookie))));

describe("the deployment wizard", () => {
  it("keeps each member's completed steps, moves on to the next step, and never un-completes one", async () => {
    const sam = await newGuest();
    const alex = await newGuest();
    expect((await load(wizard.loader, "/deployment-wizard", sam.cookie)).index).toBe(0);

    const done = await post(wizard, "/deployment-wizard", "developer-account", sam.cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/deployment-wizard?step=production-server");
    expect(done.headers.get("Set-Cookie")).toMatch(/^__toast=/);
    expect((await post(wizard, "/deployment-wizard", "developer-account", sam.cookie)).status).toBe(302);

    const view = await load(wizard.loader, "/deployment-wizard", sam.cookie);
    expect(view).toMatchObject({ index: 1, progress: { completedCount: 1, percent: 14 } });
    expect(view.progress.steps[0]).toMatchObject({ id: "developer-account", completed: true });
    expect(await db.deploymentStepDone.count({ where: { userId: sam.userId } })).toBe(1);
    expect((await load(wizard.loader, "/deployment-wizard", alex.cookie)).progress.completedCount).toBe(0);

    const last = await post(wizard, "/deployment-wizard", "monitoring", sam.cookie);
    expect(last.headers.get("Location")).toBe("/deployment-wizard?step=monitoring");
  });

  it("jumps to any step and tab; an empty tab falls back to the instructions", async () => {
    const { cookie } = await newGuest();
    expect(await load(wizard.loader, "/deployment-wizard?step=asset-links&tab=help", cookie)).toMatchObject({ index: 4, tab: "help" });
    // Step 6 (the store listing) has no commands: its Commands tab is disabled.
    expect(await load(wizard.loader, "/deployment-wizard?step=store-listing&tab=commands", cookie)).toMatchObject({
      index: 5,
      tab: "instructions",
    });
  });

  it("refuses an unknown step with a 400 and stores nothing", async () => {
    const { userId, cookie } = await newGuest();
    const refused = await post(wizard, "/deployment-wizard", "build-bundle", cookie);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Unknown step");
    expect(await db.deploymentStepDone.count({ where: { userId } })).toBe(0);
  });
});

describe("the internal testing guide", () => {
  it("takes its four steps in order, then shows the success card", async () => {
    const { cookie } = await newGuest();
    const early = await post(deploy, "/deploy", "add-testers", cookie);
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain("Complete step 1 first");
    for (const [position, step] of TESTING_STEPS.entries()) {
      expect((await load(deploy.loader, "/deploy", cookie)).current).toBe(position + 1);
      const done = await post(deploy, "/deploy", step.id, cookie);
      expect(done.headers.get("Location")).toBe("/deploy");
    }
    expect((await load(deploy.loader, "/deploy", cookie)).current).toBeNull();
  });
});

describe("/deployment-status", () => {
  let empty: Server;
  beforeAll(async () => {
    empty = createServer((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => empty.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => empty.close());
  afterEach(() => Object.assign(env, { ANDROID_ASSET_LINKS: undefined }));

  it("turns the checks red on a deployment without its files, and the database green", async () => {
    const origin = `http://127.0.0.1:${(empty.address() as AddressInfo).port}`;
    const { readiness } = await status.loader(args(new Request(`${origin}/deployment-status`)));
    const states = Object.fromEntries(readiness.cards.flatMap((card) => card.checks.map((check) => [check.id, check.state])));
    expect(states).toEqual({
      manifest: "fail",
      "service-worker": "fail",
      "store-images": "fail",
      https: "fail",
      "asset-links": "todo",
      database: "pass",
    });
    expect(readiness).toMatchObject({ passed: 1, total: 6, percent: 17 });
    expect(readiness.cards).toHaveLength(4);
  });

  it("serves /.well-known/assetlinks.json from ANDROID_ASSET_LINKS, 404 while unset", async () => {
    expect((await assetLinks.loader({ request: request("/.well-known/assetlinks.json"), params: {}, context: {} })).status).toBe(404);
    const fingerprint = Array(32).fill("AB").join(":");
    Object.assign(env, { ANDROID_ASSET_LINKS: [{ packageName: "com.example.fitplate", fingerprint }] });
    const served = await assetLinks.loader({ request: request("/.well-known/assetlinks.json"), params: {}, context: {} });
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: { namespace: "android_app", package_name: "com.example.fitplate", sha256_cert_fingerprints: [fingerprint] },
      },
    ]);
  });
});
