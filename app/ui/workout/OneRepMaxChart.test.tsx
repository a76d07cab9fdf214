import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OneRepMaxChart } from "./OneRepMaxChart";

describe("the estimated 1RM chart", () => {
  it("is an SVG drawn on the server at 360 × 200 with 12 px labels, its figures also in words", () => {
    const html = renderToStaticMarkup(
      <OneRepMaxChart
        name="Squat"
        series={[
          { endTime: "2026-11-02T18:00:00.000Z", oneRepMax: 101.3 },
          { endTime: "2026-11-04T18:00:00.000Z", oneRepMax: 108 },
        ]}
      />,
    );
    expect(html).toMatch(/^<svg viewBox="0 0 360 200" width="100%"/);
    expect(html).toContain('<title id="e1rm-title">Estimated 1RM of Squat over time</title>');
    expect(html).toContain("Nov 2: 101.3 kg, Nov 4: 108 kg");
    // 101.3 at the left edge of the plot, 108 at its right; the axis is 100 … 110
    expect(html).toContain('d="M44 151.2 L344 44"');
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html.match(/font-size="12"/g)!.length).toBeGreaterThanOrEqual(5);
  });
});
