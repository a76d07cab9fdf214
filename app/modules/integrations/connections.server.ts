import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { broughtBy } from "~/modules/health/step-overlap";
import { requireFeature } from "~/modules/user/features.server";
import { hasFeature, TIER_COLUMNS, tierNow } from "~/modules/user/tiers";
import { IdSchema, validate } from "~/modules/validate";
import {
  categoryOf,
  connectionFailed,
  findIntegration,
  INTEGRATIONS,
  oauthStartPath,
  statusOf,
  type Category,
  type ConnectionFacts,
  type Integration,
  type IntegrationStatus,
} from "./catalogue";
import { ConnectInput } from "./inputs";
import { sealToken } from "./token-box.server";
import { notConfiguredMessage, oauthConfig } from "./oauth-config.server";

export type IntegrationCard = Integration & {
  status: IntegrationStatus;
  lastSync: string | null;
  dataPoints: number;
  /** why the last sync failed, when it did */
  lastSyncError: string | null;
  /** an OAuth2 provider without settings on this server: what the card says instead of connecting */
  notConfigured: string | null;
};

/** The connection's public shape (the API's `integration`), never its tokens. */
function cardOf(integration: Integration, tier: string, row: ConnectionFacts | undefined): IntegrationCard {
  const status = statusOf(integration, hasFeature(tier, "premiumIntegrations"), row);
  const link = integration.link;
  return {
    ...integration,
    status,
    lastSync: row?.lastSyncAt?.toISOString() ?? null,
    dataPoints: row?.dataPoints ?? 0,
    lastSyncError: status === "connected" ? (row?.lastSyncError ?? null) : null,
    notConfigured: link.kind === "oauth" && !oauthConfig(link.provider) ? notConfiguredMessage(integration.name) : null,
  };
}

async function tierOf(userId: number): Promise<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: TIER_COLUMNS });
  if (!user) throw new DomainError(404, "User not found");
  return tierNow(user);
}

/** /integrations: the cards of a category (all when null) and the summary counts over every integration. */
export async function integrationsOverview(userId: number, category: Category | null) {
  const [tier, rows] = await Promise.all([tierOf(userId), db.integrationConnection.findMany({ where: { userId } })]);
  const cards = INTEGRATIONS.map((integration) =>
    cardOf(
      integration,
      tier,
      rows.find((row) => row.integrationId === integration.id),
    ),
  );
  return {
    tier,
    cards: cards.filter((card) => category === null || card.category === category),
    summary: {
      total: cards.length,
      connected: cards.filter((card) => card.status === "connected").length,
      available: cards.filter((card) => card.status === "available").length,
      premium: cards.filter((card) => card.premium).length,
    },
  };
}

export { categoryOf };

/** A premium integration for a free member: 403 naming the plan that unlocks it. */
export async function requireIntegrationAccess(userId: number, integration: Integration): Promise<void> {
  if (integration.premium) await requireFeature(userId, "premiumIntegrations");
}

/**
 * Connect Device (spec §4 integration connect; POST /api/integrations/connect): an import
 * integration answers its card as it is, connected only once an export has been imported (its
 * data comes with each upload: nothing is connected before); an OAuth2 one answers where to
 * continue (`authorizeUrl`, its consent screen), or 503 "Connection Failed" when this server has
 * no settings for it.
 */
export async function connectIntegration(userId: number, raw: unknown) {
  const input = validate(ConnectInput, raw);
  if (input.userId !== undefined && validate(IdSchema("userId"), input.userId) !== userId) {
    throw new DomainError(403, "You can only connect integrations to your own account");
  }
  const integration = findIntegration(input.integrationId)!;
  await requireIntegrationAccess(userId, integration);
  const tier = await tierOf(userId);
  if (integration.link.kind === "oauth") {
    if (!oauthConfig(integration.link.provider)) {
      throw new DomainError(503, connectionFailed(notConfiguredMessage(integration.name)));
    }
    const row = await db.integrationConnection.findUnique({ where: { userId_integrationId: { userId, integrationId: integration.id } } });
    return { integration: { ...publicCard(cardOf(integration, tier, row ?? undefined)), authorizeUrl: oauthStartPath(integration.id) } };
  }
  const row = await db.integrationConnection.findUnique({ where: { userId_integrationId: { userId, integrationId: integration.id } } });
  return { integration: publicCard(cardOf(integration, tier, row ?? undefined)) };
}

function publicCard(card: IntegrationCard) {
  const { link: _link, notConfigured: _notConfigured, ...shown } = card;
  return shown;
}

/** Disconnect: the link and its tokens go; the records it brought stay (they are the member's). */
export async function disconnectIntegration(userId: number, raw: unknown): Promise<{ integration: { id: string; name: string } }> {
  const input = validate(ConnectInput, raw);
  const integration = findIntegration(input.integrationId)!;
  await db.integrationConnection.deleteMany({ where: { userId, integrationId: integration.id } });
  return { integration: { id: integration.id, name: integration.name } };
}

export type Tokens = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

/** The connection's tokens, sealed (token-box.server.ts): never stored in the clear. */
const sealed = (tokens: Tokens) => ({
  accessToken: sealToken(tokens.accessToken),
  refreshToken: tokens.refreshToken === null ? null : sealToken(tokens.refreshToken),
  tokenExpiresAt: tokens.expiresAt,
});

/** New tokens after a refresh. */
export async function storeTokens(userId: number, integrationId: string, tokens: Tokens): Promise<void> {
  await db.integrationConnection.update({ where: { userId_integrationId: { userId, integrationId } }, data: sealed(tokens) });
}

/**
 * After an OAuth2 sign-in: connected, with its tokens; its last sync (none yet for a new
 * connection) is left for the sync that follows to set, so a first sync reaches back in full.
 */
export async function saveConnection(userId: number, integration: Integration, tokens: Tokens) {
  const fields = { status: "connected", lastSyncError: null, ...sealed(tokens) };
  await db.integrationConnection.upsert({
    where: { userId_integrationId: { userId, integrationId: integration.id } },
    create: { userId, integrationId: integration.id, ...fields },
    update: fields,
  });
}

/** After an import or a sync: connected, synced now, no failure, and its data points counted. */
export async function recordSync(userId: number, integration: Integration) {
  const dataPoints = await db.healthRecord.count({ where: broughtBy(userId, integration.name) });
  const fields = { status: "connected", lastSyncAt: new Date(), dataPoints, lastSyncError: null };
  return db.integrationConnection.upsert({
    where: { userId_integrationId: { userId, integrationId: integration.id } },
    create: { userId, integrationId: integration.id, ...fields },
    update: fields,
  });
}
