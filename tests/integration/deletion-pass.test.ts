// Issue 37 item 10: account deletion said nothing of a running one-time pass. The confirmation
// says what happens to it: it ends with the account and its days left are not refunded.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action, DELETE_INTENTS } from "~/routes/privacy";
import { formPost, newMember, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const ask = (cookie: string) => respondPage(() => action(args(formPost("/privacy", { intent: DELETE_INTENTS.ask }, cookie))));

describe("deleting an account with a running pass", () => {
  it("says the pass ends with the account before asking to confirm", async () => {
    const { userId, cookie } = await newMember("pass-delete");
    await db.user.update({ where: { id: userId }, data: { passPlan: "elite", passEndsAt: new Date("2099-12-01T00:00:00Z") } });
    const answer = (await (await ask(cookie)).json()) as { confirming: boolean; passNotice: string | null };
    expect(answer.confirming).toBe(true);
    expect(answer.passNotice).toMatch(/^Your Elite pass, paid until 2099-12-01, ends with your account: the days left are not refunded\./);
  });

  it("says nothing of a pass when none runs", async () => {
    const { userId, cookie } = await newMember("no-pass-delete");
    await db.user.update({ where: { id: userId }, data: { passPlan: "premium", passEndsAt: new Date(Date.now() - 1000) } });
    expect(((await (await ask(cookie)).json()) as { passNotice: string | null }).passNotice).toBeNull();
  });
});
