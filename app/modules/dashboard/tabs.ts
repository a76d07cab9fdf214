// The advanced dashboard's five tabs (commercial spec §2.13), chosen by ?tab=. Pure.

export const DASHBOARD_TABS = ["overview", "ai-features", "integrations", "activities", "advanced"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseTab(raw: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(raw ?? "") ? (raw as DashboardTab) : "overview";
}
