// Issue 37 item 7: the sign-in code step never puts the member's e-mail in the URL (a shared
// screen's history keeps URLs): the address rides in a short-lived signed cookie and hidden fields.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as kioskAction, loader as kioskLoader } from "~/routes/kiosk";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { formPost, request, respond } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");

beforeEach(() => db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } }));

describe("/login's code step", () => {
  it("keeps the e-mail out of the URL, and shows the code step for it", async () => {
    const email = `url-${Date.now()}@example.com`;
    const asked = await respond(() => loginAction(args(formPost("/login?step=email", { email }))));
    expect(asked.status).toBe(302);
    const location = asked.headers.get("Location")!;
    expect(location).toBe("/login?step=code");
    const cookie = cookiesOf(asked);
    expect(cookie).not.toContain(encodeURIComponent(email));
    expect(await loginLoader(args(request(location, { cookie })))).toEqual({ step: "code", email });
    // another browser (no cookie) at the same URL: the e-mail step
    expect(await loginLoader(args(request(location)))).toEqual({ step: "email", email: null });

    // a minute later, "Send a new code" comes back to the same URL
    await db.oneTimeCode.updateMany({ where: { email }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
    const resent = await respond(() => loginAction(args(formPost("/login?step=resend", { email }, cookie))));
    expect(resent.status).toBe(302);
    expect(resent.headers.get("Location")).toBe("/login?step=code");
  });
});

describe("/kiosk's code step", () => {
  it("keeps the e-mail out of the URL on the shared screen, and Done forgets it", async () => {
    const email = `kiosk-url-${Date.now()}@example.com`;
    const asked = await respond(() => kioskAction(args(formPost("/kiosk?step=email", { email }))));
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe("/kiosk?step=code");
    const cookie = cookiesOf(asked);
    expect(await kioskLoader(args(request("/kiosk?step=code", { cookie })))).toMatchObject({ step: "code", email });
    expect(await kioskLoader(args(request("/kiosk?step=code")))).toMatchObject({ step: "email", email: null });
    const done = await respond(() => kioskAction(args(formPost("/kiosk?step=done", {}, cookie))));
    expect(done.headers.getSetCookie().some((line) => /^__code_email=;/.test(line) && /Max-Age=0/i.test(line))).toBe(true);
  });
});
