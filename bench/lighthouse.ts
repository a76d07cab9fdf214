// `npm run bench:lighthouse`: the page-load section of `npm run bench` alone (bench/README.md) — a fresh
// SQLite database, the production server, the realistic day's guest, then Lighthouse on the main screens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runAlone } from "./lib/alone.ts";
import { createBusyDay, createRealisticDay } from "./lib/fixture.ts";
import { lighthouseRuns, lighthouseSection, lighthouseSimulatedRuns } from "./lib/lighthouse.ts";
import { heading, table, type TargetRow } from "./lib/report.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

runAlone("bench:lighthouse", ROOT, async (fitplate, databaseUrl) => {
  const day = await createRealisticDay(fitplate.url);
  heading(
    "Page load: Lighthouse mobile (slow 4G; a calibrated low-tier phone's CPU and 4×, applied; simulated for reference), signed in with the realistic day and a diary day of 25 entries",
  );
  const targets: TargetRow[] = [];
  const runs = lighthouseRuns();
  const busyDay = await createBusyDay(fitplate.url);
  await lighthouseSection({
    origin: fitplate.url,
    cookie: day.guest.cookie,
    runs,
    simulatedRuns: lighthouseSimulatedRuns(),
    targets,
    extraScreens: [busyDay],
    databaseUrl,
  });
  heading("Summary");
  table(
    ["figure", "measured", "target", "verdict"],
    targets.map((t) => [t.figure, t.measured, t.target, t.met]),
  );
});
