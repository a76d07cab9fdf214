import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA: what the browser tests hold every screen to. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The page's serious and critical axe-core violations, one line each (`<label> <rule>: <targets>`),
 * so a failure names the screen and the elements. Only violations are collected: axe then skips
 * building its lists of passes and incomplete checks, which is most of its time on a large page.
 */
export async function seriousAxeViolations(page: Page, label = page.url()): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
