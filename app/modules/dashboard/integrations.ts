// The integrations tab (commercial spec §2.13, §3 "dashboard integration": name, status): the
// member's connections to the integrations of /integrations, each connected or available with its
// last sync and data points, and beside them where their health data came from. Pure.
import { INTEGRATIONS, statusOf, type ConnectionFacts, type IntegrationStatus } from "~/modules/integrations/catalogue";

export type DashboardIntegration = {
  id: string;
  name: string;
  brand: string;
  status: IntegrationStatus;
  lastSync: string | null;
  dataPoints: number;
  /** why the last sync failed, when it did */
  problem: string | null;
};

/** Every integration of the catalogue with the member's own connection state. */
export function dashboardIntegrations(
  connections: (ConnectionFacts & { integrationId: string })[],
  premiumAllowed: boolean,
): DashboardIntegration[] {
  return INTEGRATIONS.map((integration) => {
    const row = connections.find((connection) => connection.integrationId === integration.id);
    const status = statusOf(integration, premiumAllowed, row);
    const connected = status === "connected";
    return {
      id: integration.id,
      name: integration.name,
      brand: integration.brand,
      status,
      lastSync: connected ? (row?.lastSyncAt?.toISOString() ?? null) : null,
      dataPoints: connected ? (row?.dataPoints ?? 0) : 0,
      problem: connected ? (row?.lastSyncError ?? null) : null,
    };
  }).sort((a, b) => Number(b.status === "connected") - Number(a.status === "connected"));
}

export type SourceGroup = { source: string; count: number; lastAt: Date };
export type DataSource = { name: string; dataPoints: number; lastAt: string };

/** Every source that brought health data in (imports and connections alike), most data points first. */
export function dataSources(groups: SourceGroup[]): DataSource[] {
  return [...groups]
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source))
    .map((group) => ({ name: group.source, dataPoints: group.count, lastAt: group.lastAt.toISOString() }));
}
