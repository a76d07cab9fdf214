import { describe, expect, it } from "vitest";
import { lineChart, PHONE_CHART } from "./chart";

// PHONE_CHART: 360 × 200, plot from x 44 to 344 (300 wide) and y 12 to 172 (160 high).
describe("a line chart's geometry", () => {
  it("places points by time and value, the axis rounded out to steps of 5", () => {
    const chart = lineChart([
      { time: 0, value: 101.3 }, // axis 100 … 110
      { time: 1000, value: 108 },
      { time: 3000, value: 110 },
    ]);
    expect(PHONE_CHART).toMatchObject({ width: 360, height: 200 });
    expect(chart.points.map(({ x, y }) => [x, y])).toEqual([
      [44, 151.2], // 12 + (110 − 101.3) / 10 × 160 = 151.2
      [144, 44], // x 44 + 1/3 × 300; y 12 + 2/10 × 160
      [344, 12],
    ]);
    expect(chart.path).toBe("M44 151.2 L144 44 L344 12");
    expect(chart.ticks).toEqual([
      { y: 172, value: 100 },
      { y: 92, value: 105 },
      { y: 12, value: 110 },
    ]);
  });

  it("centres a single point and gives a flat series one step of axis", () => {
    const chart = lineChart([{ time: 5, value: 60 }]);
    expect(chart.points).toEqual([{ x: 194, y: 172, time: 5, value: 60 }]); // axis 60 … 65
    expect(chart.ticks.map((tick) => tick.value)).toEqual([60, 62.5, 65]);
  });

  it("draws nothing for no points", () => {
    expect(lineChart([])).toEqual({ points: [], path: "", ticks: [] });
  });
});
