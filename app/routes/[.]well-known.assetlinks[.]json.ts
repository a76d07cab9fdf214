import { pageLoader } from "~/http/read-policy.server";
import { notServed } from "~/http/write-policy.server";
import { env } from "~/env.server";
import { assetLinkStatements } from "~/modules/deployment/asset-links";

/**
 * GET /.well-known/assetlinks.json: the Digital Asset Links that let the Android app (a Trusted Web
 * Activity) open this site full screen, from ANDROID_ASSET_LINKS; 404 while it is unset.
 */
export const loader = pageLoader("none", () => {
  if (!env.ANDROID_ASSET_LINKS) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return Response.json(assetLinkStatements(env.ANDROID_ASSET_LINKS), { headers: { "Cache-Control": "public, max-age=3600" } });
});

export const action = notServed("GET");
