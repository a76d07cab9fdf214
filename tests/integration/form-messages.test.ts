// Issue 37 item 10: form errors began with field names ("date: …", "mealsPerDay: …"). A form's
// reply says the message alone; the JSON door keeps naming the field.
import { describe, expect, it } from "vitest";
import { addDays } from "~/modules/dates/calendar";
import { userToday } from "~/modules/user/clock.server";
import type { FormReply } from "~/shared/form-reply";
import { action as foodLog } from "~/routes/api.food-log";
import { action as diaryAction } from "~/routes/diary";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });

describe("a module's refusal of a form", () => {
  it("shows the message without the field's name; the API keeps it", async () => {
    const { userId, cookie } = await newGuest();
    const farAhead = addDays(await userToday(userId), 5);
    const form = await respondPage(() =>
      diaryAction(
        args(
          formPost(
            `/diary?date=${farAhead}`,
            { intent: "log-food", foodId: "9040", quantity: "100", mealType: "lunch", date: farAhead },
            cookie,
          ),
        ),
      ),
    );
    expect(form.status).toBe(400);
    const { result } = (await form.json()) as FormReply;
    expect(result.error?.[""]).toEqual(["Cannot log food more than a day ahead"]);

    const api = await respond(() =>
      foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: 9040, quantity: 100, date: farAhead } }))),
    );
    expect(((await api.json()) as { error: string }).error).toBe("date: Cannot log food more than a day ahead");
  });
});
