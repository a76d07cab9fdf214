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
        unit="kg"
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

  it("names pounds for a US member, its guides on multiples of 10 lb", () => {
    const html = renderToStaticMarkup(
      <OneRepMaxChart
        name="Bench"
        series={[
          { endTime: "2026-11-02T18:00:00.000Z", oneRepMax: 157.5 },
          { endTime: "2026-11-04T18:00:00.000Z", oneRepMax: 163.3 },
        ]}
        unit="lb"
      />,
    );
    expect(html).toContain("Nov 2: 157.5 lb, Nov 4: 163.3 lb");
    // The axis runs 150 … 170 lb: its guides are 150, 160 and 170.
    expect([...html.matchAll(/text-anchor="end" font-size="12" fill="#475569">(\d+)</g)].map((m) => m[1])).toEqual(["150", "160", "170"]);
    expect(html).toMatch(/>lb<\/text>/);
  });
});
