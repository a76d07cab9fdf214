// Digital Asset Links (https://developers.google.com/digital-asset-links): the statement list this
// site serves at /.well-known/assetlinks.json so that Chrome opens the Android app (a Trusted Web
// Activity signed with one of these keys) full screen, without a URL bar.

export const ASSET_LINKS_PATH = "/.well-known/assetlinks.json";

export type AssetLink = { packageName: string; fingerprint: string };

export type AssetLinkStatement = {
  relation: ["delegate_permission/common.handle_all_urls"];
  target: { namespace: "android_app"; package_name: string; sha256_cert_fingerprints: string[] };
};

/** One statement per package, with every fingerprint configured for it (ANDROID_ASSET_LINKS). */
export function assetLinkStatements(links: AssetLink[]): AssetLinkStatement[] {
  const byPackage = new Map<string, string[]>();
  for (const { packageName, fingerprint } of links) {
    const fingerprints = byPackage.get(packageName) ?? [];
    if (!fingerprints.includes(fingerprint)) fingerprints.push(fingerprint);
    byPackage.set(packageName, fingerprints);
  }
  return [...byPackage].map(([packageName, fingerprints]) => ({
    relation: ["delegate_permission/common.handle_all_urls"],
    target: { namespace: "android_app", package_name: packageName, sha256_cert_fingerprints: fingerprints },
  }));
}
