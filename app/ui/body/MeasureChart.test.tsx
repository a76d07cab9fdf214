import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { measureChart } from "~/modules/body/chart";
import { MeasureChart } from "./MeasureChart";

const day = (date: string, waistCm: number | null) => ({
  id: 1,
  date,
  waistCm,
  hipsCm: null,
  chestCm: null,
  armsCm: null,
  thighsCm: null,
  bodyFatPct: null,
});

describe("the chart of a measure", () => {
  it("draws each day as a dot joined by one line, at 360 × 200 with 12 px labels, and says it in words in inches", () => {
    const chart = measureChart([day("2026-03-01", 86.4), day("2026-03-15", 81.3), day("2026-03-08", null)], "waist", "us")!;
    const html = renderToStaticMarkup(<MeasureChart chart={chart} units="us" />);
    expect(html).toContain('<svg viewBox="0 0 360 200" width="100%"');
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html).toContain('d="M44 12 L344 172"');
    expect(html).toContain("Waist: 2 days from Mar 1 to Mar 15; 34 in then, 32 in latest.");
    expect(html.match(/font-size="12"/g)!.length).toBeGreaterThanOrEqual(5);
  });
});
