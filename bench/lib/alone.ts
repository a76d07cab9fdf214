// One section of the bench run alone (`npm run bench:lighthouse`, `npm run bench:pose`): Fitplate built if
// needed, on a fresh SQLite database (migrated and seeded) with its production server, stopped at the end.
import { fitplateEnv, prepareSqlite } from "./database.ts";
import { errorMessage } from "./report.ts";
import { ensureBuild, startFitplate, stopAll, type RunningServer } from "./servers.ts";

export function runAlone(name: string, root: string, section: (fitplate: RunningServer, databaseUrl: string) => Promise<void>): void {
  const main = async () => {
    await ensureBuild(root);
    const db = await prepareSqlite(root);
    try {
      const fitplate = await startFitplate(root, fitplateEnv(db.url));
      try {
        await section(fitplate, db.url);
      } finally {
        await fitplate.stop();
      }
    } finally {
      db.dispose();
    }
  };
  main()
    .catch((err: unknown) => {
      console.error(`${name}: ${errorMessage(err)}`);
      process.exitCode = 1;
    })
    .finally(() => stopAll());
}
