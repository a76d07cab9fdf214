import { db } from "~/db.server";
import { env } from "~/env.server";
import { checkAssetLinks } from "./asset-links";
import { checkDatabase } from "./database";
import { checkHttps } from "./https";
import { checkManifest } from "./manifest";
import { checkServiceWorker } from "./service-worker";
import { siteAt, type CheckResult, type Site } from "./site";
import { checkStoreImages } from "./store-images.server";

// /deployment-status (commercial spec §2.14): readiness computed from real checks of this
// deployment, grouped into the spec's four status cards. Nothing here is a fixed figure.

export type StatusCard = { title: string; description: string; checks: CheckResult[] };
export type Readiness = { percent: number; passed: number; total: number; cards: StatusCard[] };

/** Every check, read from the site at `origin` (its public address) and this server's configuration. */
export async function deploymentReadiness(origin: string | null, site: Site = siteAt(origin)): Promise<Readiness> {
  const [manifest, serviceWorker, storeImages, assetLinks, database] = await Promise.all([
    checkManifest(site),
    checkServiceWorker(site),
    checkStoreImages(site),
    checkAssetLinks(site, env.ANDROID_ASSET_LINKS),
    checkDatabase(() => db.$queryRawUnsafe("SELECT 1")),
  ]);
  const cards: StatusCard[] = [
    { title: "Installable web app", description: "What Bubblewrap builds the Android app from", checks: [manifest, serviceWorker] },
    { title: "Store listing assets", description: "The images Play Console asks for", checks: [storeImages] },
    { title: "Secure origin and app links", description: "What lets the app open full screen", checks: [checkHttps(env), assetLinks] },
    { title: "Server", description: "What every screen of the app reads", checks: [database] },
  ];
  const checks = cards.flatMap((card) => card.checks);
  const passed = checks.filter((check) => check.state === "pass").length;
  return { percent: Math.round((passed / checks.length) * 100), passed, total: checks.length, cards };
}
