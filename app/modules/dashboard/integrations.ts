// The integrations tab without a connection model: where the member's health data came from,
// one line per source (commercial spec §3, "dashboard integration": name, status). Pure.

export type SourceGroup = { source: string; count: number; lastAt: Date };
export type DataSource = { name: string; status: "connected"; dataPoints: number; lastSync: string };

/** Every source that brought data in, most data points first. */
export function dataSources(groups: SourceGroup[]): DataSource[] {
  return [...groups]
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source))
    .map((group) => ({ name: group.source, status: "connected", dataPoints: group.count, lastSync: group.lastAt.toISOString() }));
}
