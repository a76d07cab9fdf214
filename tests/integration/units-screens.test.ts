// Issue 40 part 1: a member with US units enters ounces on the log and diary forms and fluid ounces
// of water, without JavaScript; what is stored stays metric, and the screens' loaders carry the units.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getDiary } from "~/modules/meal/diary.server";
import { action as homeAction, loader as homeLoader } from "~/routes/_index";
import { action as diaryAction, loader as diaryLoader } from "~/routes/diary";
import { DiarySlots } from "~/ui/diary/DiarySlots";
import { formPost, newGuest, request, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const BANANA = 9040;

async function usMember() {
  const guest = await newGuest("Europe/London");
  await db.user.update({ where: { id: guest.userId }, data: { units: "us" } });
  return guest;
}

const entries = (userId: number) => db.mealFood.findMany({ where: { meal: { userId } }, orderBy: { id: "asc" } });

describe("food amounts in ounces", () => {
  it("the log form takes 4 oz as 113 g, and the diary shows it as 4 oz", async () => {
    const { userId, cookie } = await usMember();
    const posted = await respondPage(() =>
      homeAction(
        args(
          formPost("/?index", { intent: "log-food", foodId: String(BANANA), quantity: "4", quantityUnit: "oz", mealType: "snack" }, cookie),
        ),
      ),
    );
    expect(posted.status).toBe(302);
    const [entry] = await entries(userId);
    expect(entry!.quantity).toBe(113);

    const home = (await homeLoader(args(request("/", { cookie })))) as { home: { units: string } };
    expect(home.home.units).toBe("us");
    const diary = await getDiary(userId, (await db.meal.findFirstOrThrow({ where: { userId } })).localDate);
    const html = renderToStaticMarkup(createElement(DiarySlots, { slots: diary.slots, level: 2, units: "us" }));
    expect(html).toContain("4\u00a0oz");
    expect(html).not.toContain("113\u00a0g");
  });

  it("the diary's editor saves 6.5 oz as 184 g; 200 oz (over 5000 g) is refused and nothing changes", async () => {
    const { userId, cookie } = await usMember();
    await respondPage(() =>
      homeAction(args(formPost("/?index", { intent: "log-food", foodId: String(BANANA), quantity: "100", mealType: "lunch" }, cookie))),
    );
    const [entry] = await entries(userId);
    const edit = (quantity: string) =>
      respondPage(() =>
        diaryAction(
          args(
            formPost(
              "/diary",
              { intent: "update-entry", entryId: String(entry!.id), quantity, quantityUnit: "oz", mealType: "lunch" },
              cookie,
            ),
          ),
        ),
      );
    const saved = await edit("6.5");
    expect(saved.status).toBe(302);
    expect((await entries(userId))[0]!.quantity).toBe(184);
    const refused = await edit("200");
    expect(refused.status).toBe(400);
    expect((await entries(userId))[0]!.quantity).toBe(184);

    const page = (await diaryLoader(args(request("/diary", { cookie })))) as { units: string };
    expect(page.units).toBe("us");
  });

  it("a metric member's form is untouched: 150 means 150 g", async () => {
    const { userId, cookie } = await newGuest();
    await respondPage(() =>
      homeAction(args(formPost("/?index", { intent: "log-food", foodId: String(BANANA), quantity: "150", mealType: "snack" }, cookie))),
    );
    expect((await entries(userId))[0]!.quantity).toBe(150);
  });
});

describe("water in fluid ounces, and any amount", () => {
  const water = (userId: number) => db.healthRecord.findMany({ where: { userId, kind: "water_ml" }, orderBy: { id: "asc" } });

  it("Other amount: 16.9 fl oz is a 500 ml bottle, 330 ml stays 330 ml; a bad amount is a 400 and logs nothing", async () => {
    const { userId, cookie } = await usMember();
    const post = (amount: string, amountUnit: string, key: string) =>
      respondPage(() => homeAction(args(formPost("/?index", { intent: "log-water", amount, amountUnit, idempotencyKey: key }, cookie))));
    const bottle = await post("16.9", "fl oz", "w1");
    expect(bottle.status).toBe(302);
    expect((await post("330", "ml", "w2")).status).toBe(302);
    expect((await post("lots", "fl oz", "w3")).status).toBe(400);
    expect((await post("0", "fl oz", "w4")).status).toBe(400);
    expect((await water(userId)).map((row) => row.value)).toEqual([500, 330]);
  });
});
