// The navigation hub's pages (spec commercial §2.2): eight real screens, each with one badge (the
// color system and the privacy page, once here, are in every screen's footer).
// Badges come from this list only, never from markup; what each one means:
export const BADGES = {
  /** Added lately (issues 26 and 28). */
  New: "New",
  /** Changed by the latest piece of work (issue 26). */
  Updated: "Updated",
  /** The data-backed version of a screen that also has a simpler one (the spec's "-enhanced" paths). */
  Enhanced: "Enhanced",
  /** Finished and unchanged lately. */
  Ready: "Ready",
  /** Running for you right now: the workout tracker while you have a workout open. */
  Active: "Active",
} as const;

export type Badge = keyof typeof BADGES;

export type HubPage = { to: string; title: string; description: string; badge: Badge };

export const HUB_PAGES: readonly HubPage[] = [
  { to: "/", title: "Home", description: "Today's calories and macros, and the food search to log a meal.", badge: "Updated" },
  {
    to: "/scan-enhanced",
    title: "AI Food Scanner",
    description: "Photo, barcode or manual search: log a meal from what you see.",
    badge: "Enhanced",
  },
  {
    to: "/progress-enhanced",
    title: "Progress Analytics",
    description: "Week, month and year against your goals, with Premium insights.",
    badge: "Enhanced",
  },
  { to: "/workout", title: "Workout Tracker", description: "Pick exercises, log sets, rest timers on the server.", badge: "Ready" },
  { to: "/premium", title: "Premium Plans", description: "Plans and prices, monthly or annual.", badge: "Ready" },
  { to: "/support", title: "Support", description: "AI chat, tickets, the service status and our promise.", badge: "Ready" },
  {
    to: "/form-analysis",
    title: "AI Form Analysis",
    description: "Film a set: a pose model on your phone checks your form rep by rep.",
    badge: "New",
  },
  {
    to: "/ar-nutrition-scanner",
    title: "AR Nutrition Scanner",
    description: "Point the camera at a nutrition label: figures, allergens and warnings, saved to your diary.",
    badge: "New",
  },
];

/** The hub's pages for this visitor: the workout tracker is Active while they have a workout open. */
export function hubPages({ workoutOpen }: { workoutOpen: boolean }): HubPage[] {
  return HUB_PAGES.map((page) => (page.to === "/workout" && workoutOpen ? { ...page, badge: "Active" } : page));
}
