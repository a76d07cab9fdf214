// Names the planner screen and its controller share (pure: the page's bundle imports them).

/** The planner's tabs (spec commercial §2.10), each its own `?tab=` link. */
export const PLANNER_TABS = ["preferences", "meal-plan", "shopping"] as const;
export type PlannerTab = (typeof PLANNER_TABS)[number];

/** The title of the planner's refusal when no plan fits (spec §8); the API's error starts with it. */
export const GENERATION_FAILED = "Generation Failed";
