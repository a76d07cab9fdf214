// `npm run bench:pose`: the form-analysis section of `npm run bench` alone (bench/README.md) — a fresh
// SQLite database, the production server, a guest, then bench/pose.ts in Debian's Chromium.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runAlone } from "./lib/alone.ts";
import { createGuest } from "./lib/fixture.ts";
import { envNumber, heading } from "./lib/report.ts";
import { benchPoseAnalysis, describePoseRun } from "./pose.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

runAlone("bench:pose", ROOT, async (fitplate) => {
  heading("Form analysis: MediaPipe Pose on recorded frames in Chromium (bench/pose.ts)");
  const guest = await createGuest(fitplate.url);
  const runs = await benchPoseAnalysis({ url: fitplate.url, cookie: guest.cookie, seconds: envNumber("BENCH_POSE_SECONDS", 10) });
  for (const run of runs) console.log(`  ${describePoseRun(run)}`);
});
