// WEB_CONCURRENCY (issue 21, item 3): that many workers share the port; all state is in the
// database, so a session made on one worker holds on the others; SIGTERM stops them all cleanly.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

// One server's life in order (start, serve, stop): never shuffled.
describe.skipIf(!HAS_BUILD)("WEB_CONCURRENCY=2", { shuffle: false }, () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ WEB_CONCURRENCY: "2", RATE_LIMITS: "off" });
  }, 60_000);
  afterAll(() => server?.stop());

  it("runs two workers on one port, and a session made on one holds on every worker", async () => {
    expect(childrenOf(server.pid)).toHaveLength(2);
    const guest = await fetch(`${server.url}/api/auth/guest`, { method: "POST" });
    expect(guest.status).toBe(201);
    const cookie = guest.headers.get("Set-Cookie")!.split(";")[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/api/session`, { headers: { Cookie: cookie } }).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(20).fill(200));
  });

  it("stops every worker on SIGTERM", async () => {
    const workers = childrenOf(server.pid);
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(server.output()).not.toMatch(/exited \(/);
  });
});
