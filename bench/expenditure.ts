// `npm run bench:expenditure`: the expenditure estimate against synthetic members with a known
// true expenditure (tests/helpers/expenditure-members.ts): its error by week, median and 90th
// percentile, and the share within ±100 and ±150 kcal. Pure arithmetic: no server, no database.
import { estimateExpenditure } from "~/modules/energy/expenditure";
import { SCALES, simulateMembers } from "../tests/helpers/expenditure-members";

const MEMBERS = Number(process.env.MEMBERS ?? 2000);
const WEEKS = 8;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const share = (errors: number[], limit: number) => `${Math.round((100 * errors.filter((e) => e <= limit).length) / errors.length)} %`;

for (const scale of Object.values(SCALES)) {
  const members = simulateMembers(MEMBERS, WEEKS * 7, scale);
  console.log(`\nExpenditure estimate vs truth, ${MEMBERS} synthetic members (seeded); scale: ${scale.name}\n`);
  console.log("week | median error | p90 error | within ±100 | within ±150 | formula alone p90");
  for (let week = 1; week <= WEEKS; week++) {
    const errors: number[] = [];
    const formula: number[] = [];
    for (const member of members) {
      const days = member.days.slice(0, week * 7);
      const estimate = estimateExpenditure({
        days,
        weights: member.weights.filter((w) => w.date <= days.at(-1)!.date),
        priorKcal: member.priorKcal,
      });
      errors.push(Math.abs(estimate!.estimateKcal - member.trueKcal));
      formula.push(Math.abs(member.priorKcal - member.trueKcal));
    }
    errors.sort((a, b) => a - b);
    formula.sort((a, b) => a - b);
    console.log(
      `${String(week).padStart(4)} | ${String(Math.round(quantile(errors, 0.5))).padStart(12)} | ${String(Math.round(quantile(errors, 0.9))).padStart(9)} | ${share(errors, 100).padStart(11)} | ${share(errors, 150).padStart(11)} | ${String(Math.round(quantile(formula, 0.9))).padStart(17)}`,
    );
  }
}
