// Issue 37 item 10: one rule for every bad quantity, said to the user on both doors. Negative, zero,
// empty or non-numeric grams were saved as 1 g (or, for "abc", refused): now each is refused with
// the spec's rule (core §5: a whole number of grams, minimum 1) and nothing is written.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { QUANTITY_RULE } from "~/modules/food/nutrition";
import type { FormReply } from "~/shared/form-reply";
import { action as foodLog } from "~/routes/api.food-log";
import { action as homeAction } from "~/routes/_index";
import { formPost, newGuest, request, respond } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const BANANA = 9040;
const BAD = ["-5", "-0.4", "0", "0.3", "abc", "0x10", "  "];

describe("a bad quantity", () => {
  it.each([...BAD, -5, 0, -1e9])("is refused by POST /api/food-log with the rule: %j", async (quantity) => {
    const { userId, cookie } = await newGuest();
    const answer = await respond(() =>
      foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity } }))),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(`quantity: ${QUANTITY_RULE}`);
    expect(await db.mealFood.count({ where: { meal: { userId } } })).toBe(0);
  });

  // (an empty field reaches the schema as missing: "Quantity is required")
  it.each(BAD.filter((quantity) => quantity.trim() !== ""))("is refused by the log form with the same words: %j", async (quantity) => {
    const { userId, cookie } = await newGuest();
    const reply = await respond(async () => {
      const result = await homeAction(
        args(formPost("/?index", { intent: "log-food", foodId: String(BANANA), quantity, mealType: "snack" }, cookie)),
      );
      if (result instanceof Response) return result;
      const { data, init } = result as unknown as { data: FormReply; init: ResponseInit };
      return Response.json(data, init);
    });
    expect(reply.status).toBe(400);
    const { result } = (await reply.json()) as FormReply;
    expect(result.error?.quantity).toEqual([QUANTITY_RULE]);
    expect(await db.mealFood.count({ where: { meal: { userId } } })).toBe(0);
  });

  it("still rounds a good decimal to whole grams", async () => {
    const { cookie } = await newGuest();
    const answer = await respond(() =>
      foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity: "99.6" } }))),
    );
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { quantity: number }).quantity).toBe(100);
  });
});
