// Synthetic members for the expenditure estimate's simulation (issue 41's "Done when") and its
// bench: a known true expenditure, what they eat and log, and what their scale says. Seeded, so
// every run draws the same members.
import { addDays } from "~/modules/dates/calendar";
import type { IntakeDay } from "~/modules/energy/expenditure";
import { KCAL_PER_KG } from "~/modules/energy/expenditure";
import type { DailyWeight } from "~/modules/weight/trend";

/** mulberry32: a small, well-mixed 32-bit PRNG (uniform in [0, 1)). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** How a scale reads: its own noise and water swings on top of the true body mass. */
export type ScaleModel = {
  name: string;
  /** the weigh-in's own noise: uniform within ±kg, or normal with this SD (clipped to ±1 kg) */
  noise: { uniformKg: number } | { normalSdKg: number };
  /** on any day this chance of retaining water, an amount in this range (kg), which drains by half a day */
  swingChance: number;
  swingKg: readonly [number, number];
};

export const SCALES = {
  /** the issue read as harshly as it goes: ±1 kg of scale noise, and water swings of 0.5–1.5 kg on top (≈ 0.7 kg SD in all) */
  harsh: { name: "±1 kg uniform noise + 0.5–1.5 kg swings", noise: { uniformKg: 1 }, swingChance: 1 / 8, swingKg: [0.5, 1.5] },
  /** the day's reading within about ±1 kg of the true mass, swings included (≈ 0.3 kg SD in all) */
  withinOneKg: {
    name: "±1 kg in all (0.2 kg SD noise + 0.3–0.8 kg swings)",
    noise: { normalSdKg: 0.2 },
    swingChance: 1 / 8,
    swingKg: [0.3, 0.8],
  },
} as const satisfies Record<string, ScaleModel>;

export const SIMULATION = {
  missingWeighIns: 0.25,
  unloggedDays: 0.15,
  /** days logged only in part (a meal or two forgotten): 30–70 % of what was eaten */
  partialDays: 0.08,
  /** what a member eats scatters by this share from day to day */
  intakeScatter: 0.12,
  /** how far the profile's formula is from the member's truth (one standard deviation, a share) */
  formulaError: 0.1,
} as const;

export type SimulatedMember = {
  trueKcal: number;
  priorKcal: number;
  plan: "deficit" | "maintenance" | "surplus";
  days: IntakeDay[];
  weights: DailyWeight[];
};

const START = "2026-01-05";

/** One member followed for `dayCount` days. */
export function simulateMember(random: () => number, dayCount: number, scale: ScaleModel): SimulatedMember {
  const trueKcal = 1800 + 1400 * random();
  const plan = (["deficit", "maintenance", "surplus"] as const)[Math.floor(random() * 3)]!;
  const offset = plan === "deficit" ? -(300 + 400 * random()) : plan === "surplus" ? 200 + 300 * random() : 0;
  const priorKcal = Math.round(trueKcal * (1 + SIMULATION.formulaError * normal(random)));
  let mass = 55 + 55 * random();
  let water = 0;
  const days: IntakeDay[] = [];
  const weights: DailyWeight[] = [];
  for (let day = 0; day < dayCount; day++) {
    const date = addDays(START, day);
    const eaten = Math.max(600, (trueKcal + offset) * (1 + SIMULATION.intakeScatter * normal(random)));
    const logging = random();
    const logged =
      logging < SIMULATION.unloggedDays
        ? null
        : logging < SIMULATION.unloggedDays + SIMULATION.partialDays
          ? Math.round(eaten * (0.3 + 0.4 * random()))
          : Math.round(eaten);
    days.push({ date, kcal: logged });
    water = water / 2 + (random() < scale.swingChance ? scale.swingKg[0] + (scale.swingKg[1] - scale.swingKg[0]) * random() : 0);
    // The morning weigh-in, before the day's food: yesterday's balance is in it.
    if (random() >= SIMULATION.missingWeighIns) {
      const noise =
        "uniformKg" in scale.noise
          ? scale.noise.uniformKg * (2 * random() - 1)
          : Math.max(-1, Math.min(1, scale.noise.normalSdKg * normal(random)));
      const kg = mass + water + noise;
      weights.push({ date, kg: Math.round(kg * 10) / 10 });
    }
    mass += (eaten - trueKcal) / KCAL_PER_KG;
  }
  return { trueKcal, priorKcal, plan, days, weights };
}

/** `count` members, the same ones for the same seed. */
export function simulateMembers(count: number, dayCount: number, scale: ScaleModel, seed = 41): SimulatedMember[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => simulateMember(random, dayCount, scale));
}
