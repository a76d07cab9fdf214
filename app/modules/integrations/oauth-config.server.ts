import { env } from "~/env.server";
import type { OAuthProvider } from "./catalogue";
import { PROVIDER_APIS } from "./provider-apis";

export type OAuthConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
  /** the origin of the provider's data API */
  apiUrl: string;
};

/** The env vars that enable a provider, e.g. OAUTH_WITHINGS_CLIENT_ID. */
export function oauthEnvNames(provider: OAuthProvider) {
  const prefix = `OAUTH_${provider.toUpperCase()}`;
  return {
    clientId: `${prefix}_CLIENT_ID`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
    authorizeUrl: `${prefix}_AUTHORIZE_URL`,
    tokenUrl: `${prefix}_TOKEN_URL`,
    scopes: `${prefix}_SCOPES`,
    apiUrl: `${prefix}_API_URL`,
  } as const;
}

/** The provider's OAuth2 settings, or null when any of them is missing (then it is not offered). */
export function oauthConfig(provider: OAuthProvider): OAuthConfig | null {
  const names = oauthEnvNames(provider);
  const read = (name: string) => (env as unknown as Record<string, string | undefined>)[name];
  const [clientId, clientSecret, authorizeUrl, tokenUrl] = [names.clientId, names.clientSecret, names.authorizeUrl, names.tokenUrl].map(
    read,
  );
  if (!clientId || !clientSecret || !authorizeUrl || !tokenUrl) return null;
  const scopes = (read(names.scopes) ?? "").split(/\s+/).filter(Boolean);
  return { clientId, clientSecret, authorizeUrl, tokenUrl, scopes, apiUrl: read(names.apiUrl) ?? PROVIDER_APIS[provider].defaultBase };
}

/**
 * What a member is told when a provider has no settings on this server: plain words (the variables
 * to set are the operator's business: docs/configuration.md, .env.example).
 */
export function notConfiguredMessage(name: string): string {
  return `${name}: this integration is not set up on this server.`;
}
