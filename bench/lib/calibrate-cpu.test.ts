import { describe, expect, it } from "vitest";
import { bisectRate, LOW_TIER_BENCHMARK_INDEX, RUNS_PER_RATE } from "./calibrate-cpu.ts";

/** A machine whose throttled benchmark scores `index / rate`, each run off by the next of `strays` (a share). */
function machine(index: number, strays: number[] = [0]) {
  let rate = 1;
  let run = 0;
  const rates: number[] = [];
  return {
    rates,
    setRate: async (next: number) => {
      rate = next;
      rates.push(next);
    },
    runOnce: async () => (index / rate) * (1 + strays[run++ % strays.length]!),
  };
}

describe("the calibrated phone's bisection", () => {
  it("finds the rate that brings the machine's index to the low-tier phone's", async () => {
    const steady = machine(1320);
    const result = await bisectRate(steady.setRate, steady.runOnce);
    expect(result.benchmarkIndex).toBe(1320);
    expect(Math.abs(result.throttledIndex - LOW_TIER_BENCHMARK_INDEX)).toBeLessThan(10);
    expect(result.multiplier).toBeCloseTo(5, 0);
  });

  it("scores each rate as the median of its runs, so one stray run does not move it", async () => {
    // Runs 30 % low, 30 % high and right, in turn: a single run at a rate could be either stray.
    const noisy = machine(1320, [-0.3, 0.3, 0]);
    const result = await bisectRate(noisy.setRate, noisy.runOnce);
    expect(result.runs.unthrottled).toHaveLength(RUNS_PER_RATE);
    expect(result.benchmarkIndex).toBe(1320);
    expect(result.multiplier).toBeCloseTo(5, 0);
    expect(Math.abs(result.throttledIndex - LOW_TIER_BENCHMARK_INDEX)).toBeLessThan(10);
  });

  it("leaves a machine slower than the phone at 1×", async () => {
    const slow = machine(200);
    const result = await bisectRate(slow.setRate, slow.runOnce);
    expect(result).toMatchObject({ benchmarkIndex: 200, multiplier: 1 });
    expect(slow.rates).toEqual([1]);
  });
});
