import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { trendOf } from "~/modules/weight/trend";
import { WeightChart } from "./WeightChart";

describe("the weight chart", () => {
  it("draws each weigh-in as a dot and the trend as one line on a shared axis, at 360 × 200 with 12 px labels", () => {
    const points = trendOf([
      { date: "2026-03-01", kg: 80 },
      { date: "2026-03-02", kg: 81 },
      { date: "2026-03-04", kg: 79 },
    ]);
    const html = renderToStaticMarkup(<WeightChart points={points} units="metric" />);
    expect(html).toMatch(/^<svg viewBox="0 0 360 200" width="100%"/);
    expect(html.match(/<circle /g)).toHaveLength(3);
    expect(html.match(/<path d="M/g)).toHaveLength(1);
    // the axis runs 79 … 81 kg: 81 at the top of the plot (y 12), 79 at its bottom (y 172); the trend starts at 80 (y 92)
    expect(html).toContain('cy="12"');
    expect(html).toContain('cy="172"');
    expect(html).toContain('d="M44 92');
    expect(html).toContain("3 weigh-ins from Mar 1 to Mar 4; latest 79 kg, trend 79.9 kg.");
    expect(html.match(/font-size="12"/g)!.length).toBeGreaterThanOrEqual(5);
  });

  it("shows pounds for a US member", () => {
    const html = renderToStaticMarkup(<WeightChart points={trendOf([{ date: "2026-03-01", kg: 74.84 }])} units="us" />);
    expect(html).toContain("latest 165 lb, trend 165 lb.");
  });
});
