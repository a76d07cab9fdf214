// Issue 37, item 3: an Idempotency-Key is recorded in the same transaction as the create's rows and
// its answer (ADR 0039). A failure between the work and the stored answer (a crash before commit)
// leaves nothing: no rows, no claimed key, and the retry logs once.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { logFood } from "~/modules/meal/log.server";
import { runOnce, runOnceLeased } from "~/modules/idempotency/idempotency.server";
import { newGuest } from "../helpers/requests";

const LOG = { foodId: 9040, quantity: 120, mealType: "lunch" };

describe("an idempotent create is all or nothing", () => {
  it("a failure after the rows were written, before the answer was stored, leaves no rows and no claimed key", async () => {
    const { userId } = await newGuest();
    const claim = { userId, key: "crash-1", route: "POST /api/food-log" };
    const crashed = runOnce(
      claim,
      () => logFood(userId, LOG),
      async () => {
        throw new Error("the process died here");
      },
    );
    await expect(crashed).rejects.toThrow("the process died here");
    expect(await db.meal.count({ where: { userId } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { userId } })).toBe(0);
    // The retry runs at once (no 409 while a dead claim ages) and logs once.
    const retried = await runOnce(
      claim,
      () => logFood(userId, LOG),
      async (value) => ({ status: 201, body: JSON.stringify(value) }),
    );
    expect(retried.replayed).toBe(false);
    expect(await db.meal.count({ where: { userId } })).toBe(1);
    expect(await db.idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId, key: "crash-1" } } })).toMatchObject({ status: 201 });
  });

  it("a slow create's key, left unanswered by a request that died, is taken over 15 s later (its lease), not 2 minutes", async () => {
    const { userId } = await newGuest();
    const claim = { userId, key: "died", route: "POST /api/support/ticket" };
    await db.idempotencyKey.create({ data: { ...claim, createdAt: new Date(Date.now() - 16_000) } });
    const outcome = await runOnceLeased(
      claim,
      async () => "filed again",
      async (value) => ({ status: 201, body: JSON.stringify(value) }),
    );
    expect(outcome).toEqual({ replayed: false, value: "filed again" });
    expect(await db.idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId, key: "died" } } })).toMatchObject({ status: 201 });
  });
});
