// `npm run bench:lighthouse`: the page-load section of `npm run bench` alone (bench/README.md) — a fresh
// SQLite database, the production server, the realistic day's guest, then Lighthouse on the main screens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fitplateEnv, prepareSqlite } from "./lib/database.ts";
import { createRealisticDay } from "./lib/fixture.ts";
import { lighthouseRuns, lighthouseSection, lighthouseSimulatedRuns } from "./lib/lighthouse.ts";
import { errorMessage, heading, table, type TargetRow } from "./lib/report.ts";
import { ensureBuild, startFitplate, stopAll } from "./lib/servers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main(): Promise<void> {
  await ensureBuild(ROOT);
  const db = await prepareSqlite(ROOT);
  try {
    const fitplate = await startFitplate(ROOT, fitplateEnv(db.url));
    try {
      const day = await createRealisticDay(fitplate.url);
      heading("Page load: Lighthouse mobile (slow 4G, 4× CPU; applied, simulated for reference), signed in with the realistic day");
      const targets: TargetRow[] = [];
      const runs = lighthouseRuns();
      await lighthouseSection({ origin: fitplate.url, cookie: day.guest.cookie, runs, simulatedRuns: lighthouseSimulatedRuns(), targets });
      heading("Summary");
      table(
        ["figure", "measured", "target", "verdict"],
        targets.map((t) => [t.figure, t.measured, t.target, t.met]),
      );
    } finally {
      await fitplate.stop();
    }
  } finally {
    db.dispose();
  }
}

main()
  .catch((err: unknown) => {
    console.error(`bench:lighthouse: ${errorMessage(err)}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
