// Issue 37, item 3, end to end: the server is killed (-9) while keyed food logs are in flight;
// after a restart every retry with the same key answers 201 at once (its stored answer, or a first
// run when the crash came before the commit), never 409, and each key's food is logged exactly once.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { HAS_BUILD, startServer, type ServerProcess } from "../helpers/server-process";

const WRITES = 40;
const LOG = JSON.stringify({ foodId: 9040, quantity: 150, mealType: "dinner" });

function post(server: ServerProcess, cookie: string, key: string) {
  return fetch(`${server.url}/api/food-log`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", "Idempotency-Key": key },
    body: LOG,
  });
}

describe.skipIf(!HAS_BUILD)("a keyed food log across a kill -9", { shuffle: false }, () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it("replays or runs each key once after the restart: no 409, no food logged twice", async () => {
    server = await startServer({ RATE_LIMITS: "off" }, { readyWithinMs: 60_000 });
    const guest = await fetch(`${server.url}/api/auth/guest`, { method: "POST" });
    const cookie = guest.headers.get("Set-Cookie")!.split(";")[0]!;
    const userId = ((await guest.json()) as { user: { id: number } }).user.id;
    const keys = Array.from({ length: WRITES }, (_, i) => `crash-${i}`);

    const first = server;
    let answered = 0;
    const inFlight = keys.map((key) =>
      post(first, cookie, key).then(
        (response) => (answered += response.status === 201 ? 1 : 0),
        () => undefined, // cut off by the kill
      ),
    );
    // Kill once some writes are answered and others are still in flight.
    while (answered < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    process.kill(first.pid, "SIGKILL");
    await Promise.all(inFlight);
    expect(answered).toBeLessThan(WRITES);

    server = await startServer({ RATE_LIMITS: "off" }, { readyWithinMs: 60_000 });
    const retried = await Promise.all(keys.map((key) => post(server!, cookie, key)));
    expect(retried.map((response) => response.status)).toEqual(keys.map(() => 201));
    const entries = await db.mealFood.count({ where: { meal: { userId } } });
    expect(entries).toBe(WRITES);
  }, 90_000);
});
