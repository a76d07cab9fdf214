import { OAuth2Client, OAuth2RequestError } from "arctic";
import { db } from "~/db.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import type { HealthRecordInput } from "~/modules/health/records";
import { saveHealthRecords } from "~/modules/health/save-records.server";
import { logImportedWeights } from "~/modules/weight/log.server";
import { validate } from "~/modules/validate";
import { connectionFailed, findIntegration, type Integration, type OAuthProvider } from "./catalogue";
import { recordSync, requireIntegrationAccess, storeTokens, type Tokens } from "./connections.server";
import { ConnectInput } from "./inputs";
import { notConfiguredMessage, oauthConfig, type OAuthConfig } from "./oauth-config.server";
import { PROVIDER_APIS, ProviderUnauthorized, type ApiRequest, type SyncWindow } from "./provider-apis";
import { openToken } from "./token-box.server";

// Sync (issue 27): an OAuth2 connection's data fetched from the provider's API with the member's
// token (refreshed first when it has expired, and once more when the API refuses it), mapped to
// HealthRecords (provider-apis.ts) and stored like the imports: a record seen before is not added
// again; a day's summary that grew since is updated. Runs after connecting and on "Sync now".

/** How far back the first sync reaches; later ones start a little before the last (late uploads). */
const FIRST_SYNC_DAYS = 30;
const RESYNC_OVERLAP_DAYS = 2;
/** Pages read of one collection in one sync, at most (a month of daily summaries is a few). */
const MAX_PAGES = 40;
const REQUEST_TIMEOUT_MS = 15_000;
/** A token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

/** A sync that failed, with the reason the member is shown after "Connection Failed". */
class SyncFailure extends Error {}

type OAuthIntegration = Integration & { link: { kind: "oauth"; provider: OAuthProvider } };

export type SyncResult = { integration: { id: string; name: string; lastSync: string | null; dataPoints: number }; added: number };

function windowOf(lastSyncAt: Date | null, timeZone: string, now: Date): SyncWindow {
  const toDay = localDateOf(now, timeZone);
  const fromDay = lastSyncAt ? addDays(localDateOf(lastSyncAt, timeZone), -RESYNC_OVERLAP_DAYS) : addDays(toDay, -FIRST_SYNC_DAYS);
  return { from: new Date(`${fromDay}T00:00:00Z`), to: now, fromDay, toDay, timeZone };
}

async function refreshed(integration: OAuthIntegration, config: OAuthConfig, userId: number, refreshToken: string | null): Promise<Tokens> {
  if (!refreshToken) throw new SyncFailure(`${integration.name} no longer accepts this connection: reconnect it.`);
  try {
    const answer = await new OAuth2Client(config.clientId, config.clientSecret, null).refreshAccessToken(
      config.tokenUrl,
      refreshToken,
      config.scopes,
    );
    const tokens: Tokens = {
      accessToken: answer.accessToken(),
      // Providers that rotate refresh tokens send a new one; the others keep the old one valid.
      refreshToken: answer.hasRefreshToken() ? answer.refreshToken() : refreshToken,
      expiresAt: "expires_in" in answer.data ? answer.accessTokenExpiresAt() : null,
    };
    await storeTokens(userId, integration.id, tokens);
    return tokens;
  } catch (error) {
    if (error instanceof OAuth2RequestError) throw new SyncFailure(`${integration.name} no longer accepts this connection: reconnect it.`);
    throw new SyncFailure(`${integration.name} could not renew its sign-in (${error instanceof Error ? error.message : "no answer"}).`);
  }
}

async function send(integration: Integration, config: OAuthConfig, request: ApiRequest, accessToken: string): Promise<unknown> {
  const url = new URL(request.path, config.apiUrl);
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: "application/json",
        ...(request.form && { "Content-Type": "application/x-www-form-urlencoded" }),
      },
      body: request.form ? new URLSearchParams(request.form) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new SyncFailure(`${integration.name} could not be reached.`);
  }
  if (response.status === 401) throw new ProviderUnauthorized();
  if (!response.ok) throw new SyncFailure(`${integration.name} answered ${response.status} ${response.statusText}.`.replace(" .", "."));
  try {
    return await response.json();
  } catch {
    throw new SyncFailure(`${integration.name}'s answer was not JSON.`);
  }
}

/** Every record of every collection of the window; a refused token is refreshed once, then the request is sent again. */
async function fetchRecords(
  integration: OAuthIntegration,
  config: OAuthConfig,
  userId: number,
  window: SyncWindow,
  start: Tokens,
): Promise<HealthRecordInput[]> {
  let tokens = start;
  let renewed = false;
  const records: HealthRecordInput[] = [];
  for (const collection of PROVIDER_APIS[integration.link.provider].collections) {
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const request = collection.request(window, cursor);
      if (!request) break;
      let read: ReturnType<typeof collection.read>;
      try {
        read = collection.read(await send(integration, config, request, tokens.accessToken), window, integration.name, request);
      } catch (error) {
        if (!(error instanceof ProviderUnauthorized)) throw error instanceof SyncFailure ? error : failureOf(integration, error);
        if (renewed) throw new SyncFailure(`${integration.name} no longer accepts this connection: reconnect it.`);
        tokens = await refreshed(integration, config, userId, tokens.refreshToken);
        renewed = true;
        page--;
        continue;
      }
      records.push(...read.records);
      cursor = read.cursor;
      if (!cursor) break;
    }
  }
  return records;
}

const failureOf = (integration: Integration, error: unknown) =>
  new SyncFailure(`${integration.name} ${error instanceof Error ? error.message : "sent an answer that was not understood"}.`);

/**
 * Sync now (the page's form and POST /api/integrations/sync {integrationId}): fetches what is new
 * from the provider and stores it. Refusals: 400 for an import integration, 403 premium, 409 not
 * connected, 503 not configured; a provider that fails: 502 "Connection Failed: …" with the reason,
 * which the card also shows until a sync works.
 */
export async function syncIntegration(userId: number, raw: unknown): Promise<SyncResult> {
  const integration = findIntegration(validate(ConnectInput, raw).integrationId)!;
  if (integration.link.kind !== "oauth") {
    throw new DomainError(400, `${integration.name} brings its data in by import: import a new export on /integrations.`);
  }
  await requireIntegrationAccess(userId, integration);
  return syncConnection(userId, { ...integration, link: integration.link });
}

/** Fetches and stores a connected OAuth2 integration's data (also run right after connecting). */
export async function syncConnection(userId: number, integration: OAuthIntegration, now = new Date()): Promise<SyncResult> {
  const config = oauthConfig(integration.link.provider);
  if (!config) throw new DomainError(503, connectionFailed(notConfiguredMessage(integration.name)));
  const where = { userId_integrationId: { userId, integrationId: integration.id } };
  const [row, user] = await Promise.all([
    db.integrationConnection.findUnique({ where }),
    db.user.findUnique({ where: { id: userId }, select: { timeZone: true } }),
  ]);
  if (!row || row.status !== "connected" || !user) throw new DomainError(409, `${integration.name} is not connected.`);
  try {
    const accessToken = openToken(row.accessToken);
    if (!accessToken) throw new SyncFailure(`${integration.name} needs to be connected again: reconnect it.`);
    let tokens: Tokens = { accessToken, refreshToken: openToken(row.refreshToken), expiresAt: row.tokenExpiresAt };
    if (tokens.expiresAt && tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS <= now.getTime()) {
      tokens = await refreshed(integration, config, userId, tokens.refreshToken);
    }
    const records = await fetchRecords(integration, config, userId, windowOf(row.lastSyncAt, user.timeZone, now), tokens);
    const added = await saveHealthRecords(userId, records, { replace: true });
    await logImportedWeights(userId, records, "integration");
    const synced = await recordSync(userId, integration);
    return {
      integration: {
        id: integration.id,
        name: integration.name,
        lastSync: synced.lastSyncAt?.toISOString() ?? null,
        dataPoints: synced.dataPoints,
      },
      added,
    };
  } catch (error) {
    if (!(error instanceof SyncFailure)) throw error;
    await db.integrationConnection.update({ where, data: { lastSyncError: error.message } });
    throw new DomainError(502, connectionFailed(error.message));
  }
}
