import { ASSET_LINKS_PATH, type AssetLink, type AssetLinkStatement } from "../asset-links";
import { fetchOk, resultOf, type CheckResult, type Site } from "./site";

/** Whether the served statements vouch for `link` (package and fingerprint). */
function vouchesFor(statements: unknown, { packageName, fingerprint }: AssetLink): boolean {
  if (!Array.isArray(statements)) return false;
  return (statements as Partial<AssetLinkStatement>[]).some(
    (statement) =>
      statement.relation?.includes("delegate_permission/common.handle_all_urls") &&
      statement.target?.namespace === "android_app" &&
      statement.target.package_name === packageName &&
      statement.target.sha256_cert_fingerprints?.includes(fingerprint),
  );
}

/** With ANDROID_ASSET_LINKS set, /.well-known/assetlinks.json is served and vouches for every configured key; unset, a step to do. */
export async function checkAssetLinks(site: Site, links: AssetLink[] | undefined): Promise<CheckResult> {
  const result = resultOf("asset-links", "Digital Asset Links");
  if (!links) return result("todo", "ANDROID_ASSET_LINKS is not set: add the app's package id and signing key fingerprint");
  const answer = await fetchOk(site, ASSET_LINKS_PATH);
  if (typeof answer === "string") return result("fail", answer);
  let statements: unknown;
  try {
    statements = JSON.parse(answer.body.toString("utf8"));
  } catch {
    return result("fail", `${ASSET_LINKS_PATH} is not JSON`);
  }
  const missing = links.filter((link) => !vouchesFor(statements, link));
  if (missing.length > 0)
    return result("fail", `${ASSET_LINKS_PATH} does not list ${missing.map((link) => link.packageName).join(", ")} with its fingerprint`);
  return result("pass", `${ASSET_LINKS_PATH} vouches for ${[...new Set(links.map((link) => link.packageName))].join(", ")}`);
}
