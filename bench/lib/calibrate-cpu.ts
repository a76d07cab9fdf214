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
/**
 * DevTools scores each rate once. Here each score is the median of three runs: on a shared two-core
 * machine one throttled run of the benchmark strays by ±30 % (at 7.5×: 163, 174 and 296 in a row),
 * and single-run bisections on this machine ended anywhere from 5.5× to 8.6×.
 */
export const RUNS_PER_RATE = 3;

export type CpuCalibration = {
  /** This machine's BenchmarkIndex in Chromium, unthrottled (the higher, the faster). */
  benchmarkIndex: number;
  /** The CPU slowdown that brings it to the low-tier phone's, to hundredths as DevTools applies it. */
  multiplier: number;
  /** The index measured at that multiplier. */
  throttledIndex: number;
  /** The runs behind `benchmarkIndex` and `throttledIndex`, so a reader sees their spread. */
  runs: { unthrottled: number[]; throttled: number[] };
};

const hundredths = (value: number) => Number(value.toFixed(2));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Bisects the rate in [1, index / target × 1.5] as DevTools does, each rate scored by `runOnce`
 * (one run of the benchmark at the rate last set by `setRate`) as the median of RUNS_PER_RATE runs.
 * A machine slower than the phone gets multiplier 1 (it cannot be made faster), which the bench prints.
 */
export async function bisectRate(
  setRate: (rate: number) => Promise<void>,
  runOnce: () => Promise<number>,
  target = LOW_TIER_BENCHMARK_INDEX,
): Promise<CpuCalibration> {
  const scores = new Map<number, number>();
  const runsAt = new Map<number, number[]>();
  const indexAt = async (rate: number): Promise<number> => {
    const known = scores.get(rate);
    if (known !== undefined) return known;
    await setRate(rate);
    const runs: number[] = [];
    for (let run = 0; run < RUNS_PER_RATE; run++) runs.push(await runOnce());
    runsAt.set(rate, runs);
    scores.set(rate, median(runs));
    return median(runs);
  };
  const benchmarkIndex = await indexAt(1);
  const unthrottled = runsAt.get(1)!;
  if (benchmarkIndex <= target)
    return { benchmarkIndex, multiplier: 1, throttledIndex: benchmarkIndex, runs: { unthrottled, throttled: unthrottled } };

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
  const [multiplier, throttledIndex] = [...scores]
    .filter(([rate]) => rate !== 1)
    .reduce((best, next) => (Math.abs(next[1] - target) < Math.abs(best[1] - target) ? next : best));
  return { benchmarkIndex, multiplier, throttledIndex, runs: { unthrottled, throttled: runsAt.get(multiplier)! } };
}

/** Lighthouse's BenchmarkIndex in Chromium (about:blank), under CPU throttling bisected by `bisectRate`. */
export async function calibrateCpu(executablePath: string, target = LOW_TIER_BENCHMARK_INDEX): Promise<CpuCalibration> {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    await page.goto("about:blank");
    const cdp = await page.context().newCDPSession(page);
    const runOnce = async (): Promise<number> => {
      const score = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
      if (typeof score !== "number" || !Number.isFinite(score)) throw new Error(`BenchmarkIndex answered ${String(score)}`);
      return Math.round(score * 10) / 10;
    };
    await runOnce(); // V8 warms up on the first run
    return await bisectRate(async (rate) => void (await cdp.send("Emulation.setCPUThrottlingRate", { rate })), runOnce, target);
  } finally {
    await browser.close();
  }
}
