// Issue 44 item 1: a CPU slowdown that means the same phone on any machine. Lighthouse's 4× multiplies
// whatever runs it; instead the multiplier is found the way Chrome DevTools calibrates its CPU presets
// (front_end/panels/mobile_throttling/CalibrationController.ts, Chrome 134+): Lighthouse's own
// BenchmarkIndex (`computeBenchmarkIndex`, the figure `lhr.environment.benchmarkIndex` reports) is run
// in Chromium under Emulation.setCPUThrottlingRate, and the rate is bisected until the throttled
// score matches a low-tier Android phone's. ADR 0031 cites both.
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** DevTools' low-tier target: the BenchmarkIndex of a Moto G4 Power (2022). */
export const LOW_TIER_BENCHMARK_INDEX = 264;
/** DevTools stops within 10 points of the target, after at most 8 bisections. */
const CLOSE_ENOUGH = 10;
const MAX_BISECTIONS = 8;

export type CpuCalibration = {
  /** This machine's BenchmarkIndex in Chromium, unthrottled (the higher, the faster). */
  benchmarkIndex: number;
  /** The CPU slowdown that brings it to the low-tier phone's, to hundredths as DevTools applies it. */
  multiplier: number;
  /** The index measured at that multiplier. */
  throttledIndex: number;
};

const hundredths = (value: number) => Number(value.toFixed(2));

/**
 * Bisects the rate in [1, index / target × 1.5] as DevTools does. A machine slower than the phone
 * gets multiplier 1 (it cannot be made faster), which the bench prints.
 */
export async function calibrateCpu(executablePath: string, target = LOW_TIER_BENCHMARK_INDEX): Promise<CpuCalibration> {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    await page.goto("about:blank");
    const cdp = await page.context().newCDPSession(page);
    const scores = new Map<number, number>();
    const indexAt = async (rate: number): Promise<number> => {
      const known = scores.get(rate);
      if (known !== undefined) return known;
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const score = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
      if (typeof score !== "number" || !Number.isFinite(score)) throw new Error(`BenchmarkIndex answered ${String(score)}`);
      scores.set(rate, score);
      return score;
    };
    await indexAt(1); // V8 warms up on the first run
    scores.clear();
    const benchmarkIndex = await indexAt(1);
    if (benchmarkIndex <= target) return { benchmarkIndex, multiplier: 1, throttledIndex: benchmarkIndex };

    let lower = 1;
    let upper = hundredths((benchmarkIndex / target) * 1.5);
    for (let step = 0; step < MAX_BISECTIONS; step++) {
      const rate = hundredths((lower + upper) / 2);
      const score = await indexAt(rate);
      if (Math.abs(score - target) < CLOSE_ENOUGH) break;
      if (score < target) upper = rate;
      else lower = rate;
    }
    // The rate whose score came closest: the last one when the bisection converged, and still a
    // fair pick when a busy machine kept it from converging.
    const [multiplier, throttledIndex] = [...scores].reduce((best, next) =>
      Math.abs(next[1] - target) < Math.abs(best[1] - target) ? next : best,
    );
    return { benchmarkIndex, multiplier, throttledIndex };
  } finally {
    await browser.close();
  }
}
