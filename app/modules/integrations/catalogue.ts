// The integrations of /integrations (commercial spec §2.7, §3 sample set, §6). Pure: the page,
// the connect door and the OAuth2 flow read the same list.

export const CATEGORIES = ["fitness_tracker", "health_app", "smart_scale"] as const;
export type Category = (typeof CATEGORIES)[number];

/** How data comes in: an export the member uploads, or an OAuth2 connection to the maker's API. */
export type Link = { kind: "import" } | { kind: "oauth"; provider: OAuthProvider };

/** The OAuth2 providers enabled by env vars (OAUTH_<PROVIDER>_*, app/env-schema.server.js). */
export const OAUTH_PROVIDERS = ["garmin", "whoop", "oura", "polar", "withings"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export type Integration = {
  id: string;
  name: string;
  brand: string;
  category: Category;
  premium: boolean;
  description: string;
  features: string[];
  syncData: string[];
  link: Link;
};

export const INTEGRATIONS: readonly Integration[] = [
  {
    id: "apple-health",
    name: "Apple Health",
    brand: "Apple",
    category: "health_app",
    premium: false,
    description: "Import your iPhone and Apple Watch data from the Health app's export.",
    features: ["Upload export.zip or export.xml", "Re-import any time: nothing is counted twice"],
    syncData: ["Body weight", "Steps", "Active energy", "Sleep", "Workouts"],
    link: { kind: "import" },
  },
  {
    id: "garmin-connect",
    name: "Garmin Connect",
    brand: "Garmin",
    category: "fitness_tracker",
    premium: true,
    description: "Connect your Garmin account to bring in activity and sleep.",
    features: ["OAuth2 sign-in with Garmin", "Daily summaries"],
    syncData: ["Steps", "Active energy", "Sleep", "Workouts"],
    link: { kind: "oauth", provider: "garmin" },
  },
  {
    id: "whoop",
    name: "WHOOP 4.0",
    brand: "WHOOP",
    category: "fitness_tracker",
    premium: true,
    description: "Connect your WHOOP account for strain, sleep and workouts.",
    features: ["OAuth2 sign-in with WHOOP"],
    syncData: ["Sleep", "Workouts", "Active energy"],
    link: { kind: "oauth", provider: "whoop" },
  },
  {
    id: "oura-ring",
    name: "Oura Ring",
    brand: "Oura",
    category: "fitness_tracker",
    premium: true,
    description: "Connect your Oura account for sleep and daily activity.",
    features: ["OAuth2 sign-in with Oura"],
    syncData: ["Sleep", "Steps", "Active energy"],
    link: { kind: "oauth", provider: "oura" },
  },
  {
    id: "polar-flow",
    name: "Polar Flow",
    brand: "Polar",
    category: "fitness_tracker",
    premium: true,
    description: "Connect your Polar Flow account for training sessions and activity.",
    features: ["OAuth2 sign-in with Polar AccessLink"],
    syncData: ["Workouts", "Steps", "Sleep"],
    link: { kind: "oauth", provider: "polar" },
  },
  {
    id: "withings-body",
    name: "Withings Body+",
    brand: "Withings",
    category: "smart_scale",
    premium: true,
    description: "Connect your Withings account to bring in weigh-ins from the Body+ scale.",
    features: ["OAuth2 sign-in with Withings"],
    syncData: ["Body weight"],
    link: { kind: "oauth", provider: "withings" },
  },
];

export function findIntegration(id: unknown): Integration | null {
  return INTEGRATIONS.find((integration) => integration.id === id) ?? null;
}

/** The integration an OAuth2 provider connects. */
export function integrationOfProvider(provider: OAuthProvider): Integration {
  return INTEGRATIONS.find((integration) => integration.link.kind === "oauth" && integration.link.provider === provider)!;
}

/** The category named in a query (`?category=smart_scale`), or null for all (and for anything unknown). */
export function categoryOf(value: string | null): Category | null {
  return CATEGORIES.find((category) => category === value) ?? null;
}

/** "fitness_tracker" → "Fitness trackers". */
export function categoryLabel(category: Category | null): string {
  if (category === "fitness_tracker") return "Fitness trackers";
  if (category === "health_app") return "Health apps";
  if (category === "smart_scale") return "Smart scales";
  return "All";
}

/** Where an OAuth2 connection starts (app/routes/integrations_.oauth.$integrationId.tsx). */
export function oauthStartPath(integrationId: string): string {
  return `/integrations/oauth/${integrationId}`;
}

/** Spec §3 Integration status, for one member. */
export type IntegrationStatus = "connected" | "available" | "premium_only";

/** A member's connection as the page and the dashboard show it (never its tokens). */
export type ConnectionFacts = { status: string; lastSyncAt: Date | null; dataPoints: number; lastSyncError: string | null };

/** Connected when the member's row says so; else premium only without a premium tier; else available. */
export function statusOf(integration: Integration, premiumAllowed: boolean, row: ConnectionFacts | undefined): IntegrationStatus {
  if (row?.status === "connected") return "connected";
  return integration.premium && !premiumAllowed ? "premium_only" : "available";
}

/** Spec §8, "Connection Failed". */
export const CONNECTION_FAILED = { title: "Connection Failed", description: "Please check your device settings and try again." } as const;

/** "Connection Failed" with the reason after the spec's sentence. */
export const connectionFailed = (reason: string) => ({
  title: CONNECTION_FAILED.title,
  description: `${CONNECTION_FAILED.description} ${reason}`,
});
