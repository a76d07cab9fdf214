import { OAuth2Strategy } from "remix-auth-oauth2";
import { env } from "~/env.server";
import { requirePublicOrigin } from "~/http/public-origin.server";
import { CONNECTION_FAILED, type Integration, type OAuthProvider } from "~/modules/integrations/catalogue";
import { saveConnection } from "~/modules/integrations/connections.server";
import { syncConnection } from "~/modules/integrations/sync.server";
import { oauthConfig, type OAuthConfig } from "~/modules/integrations/oauth-config.server";
import { refusalOf } from "../json.server";
import { redirectWithToast } from "../toast.server";

// The one OAuth2 flow of /integrations (remix-auth-oauth2, authorization code with PKCE): the
// same route starts it (redirect to the provider's consent page, state and verifier in a
// short-lived cookie) and finishes it (code → tokens → the connection stored), for whichever
// provider the env vars configure.

const COOKIE_SECONDS = 10 * 60;

function strategyFor(integration: Integration, config: OAuthConfig, request: Request) {
  const path = `/integrations/oauth/${integration.id}`;
  return new OAuth2Strategy<{ accessToken: string; refreshToken: string | null; expiresAt: Date | null }>(
    {
      cookie: {
        name: `oauth_${integration.id}`,
        path,
        httpOnly: true,
        sameSite: "Lax",
        ...(env.COOKIE_SECURE && { secure: true }),
        maxAge: COOKIE_SECONDS,
      },
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorizationEndpoint: config.authorizeUrl,
      tokenEndpoint: config.tokenUrl,
      redirectURI: `${requirePublicOrigin(request)}${path}`,
      scopes: config.scopes,
    },
    async ({ tokens }) => ({
      accessToken: tokens.accessToken(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      expiresAt: "expires_in" in tokens.data ? tokens.accessTokenExpiresAt() : null,
    }),
  );
}

/**
 * GET /integrations/oauth/{id}: without `state`, a redirect to the provider (throws it); with the
 * provider's answer, the tokens are stored and the member goes back to /integrations with
 * "Connected", or with "Connection Failed" when the provider refused or the exchange failed.
 */
export async function oauthStep(
  userId: number,
  integration: Integration & { link: { kind: "oauth"; provider: OAuthProvider } },
  request: Request,
) {
  const config = oauthConfig(integration.link.provider);
  if (!config) {
    return redirectWithToast("/integrations", {
      title: CONNECTION_FAILED.title,
      description: `${integration.name} is not configured on this server.`,
      variant: "error",
    });
  }
  let tokens: Awaited<ReturnType<ReturnType<typeof strategyFor>["authenticate"]>>;
  try {
    tokens = await strategyFor(integration, config, request).authenticate(request);
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown; // the redirect to the provider
    return redirectWithToast("/integrations", {
      title: CONNECTION_FAILED.title,
      description: CONNECTION_FAILED.description,
      variant: "error",
    });
  }
  await saveConnection(userId, integration, tokens);
  // The first sync: the member's data comes in now, or the card says why not (Sync now tries again).
  try {
    const { added } = await syncConnection(userId, integration);
    return redirectWithToast("/integrations", {
      title: "Connected",
      description: `${integration.name} is connected: ${added.toLocaleString("en-US")} records brought in.`,
      variant: "success",
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return redirectWithToast("/integrations", {
      title: CONNECTION_FAILED.title,
      description: `${refusal.description} ${integration.name} is connected, but its data could not be fetched yet: try Sync now.`,
      variant: "error",
    });
  }
}
