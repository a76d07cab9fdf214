// Issue 25 item 3: a member changes the sign-in e-mail by a code sent to the NEW address (page and
// API, one domain function); the old address is told. Without SMTP_URL every e-mail is kept in the
// outbox table, where the codes are read from.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { CODE_MAILS_PER_HOUR, minuteKeyOf } from "~/modules/auth/code-mail-limits.server";
import { action as apiChange } from "~/routes/api.auth.change-email";
import { action as apiConfirm } from "~/routes/api.auth.change-email.verify";
import { action as apiVerifyOtp } from "~/routes/api.auth.verify-otp";
import { action as page } from "~/routes/profile_.email";
import { clearOfWindowEdge, formPost, newGuest, newMember, request, respond, respondPage } from "../helpers/requests";

const IN_USE = "Update Failed: Failed to update profile. Please try again. That e-mail is already in use.";
const WRONG_CODE = "Verification Failed: Invalid OTP code. Please try again.";

let counter = 0;
const address = (who: string) => `${who}-${Date.now()}-${++counter}@example.com`;
let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;

const api = (route: typeof apiChange, path: string, cookie: string, json: unknown) =>
  respond(() => route({ request: request(path, { method: "POST", cookie, json }), params: {}, context: { ip: freshIp() } }));
const pagePost = (step: string, cookie: string, fields: Record<string, string>) =>
  respondPage(() => page({ request: formPost(`/profile/email?step=${step}`, fields, cookie), params: {}, context: { ip: freshIp() } }));

const mailsTo = (email: string) => db.outboxMessage.findMany({ where: { to: email }, orderBy: { id: "asc" } });
async function codeFor(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1);
  return /\b(\d{6})\b/.exec(mail?.body ?? "")![1]!;
}
const emailOf = async (userId: number) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;

beforeEach(() => db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } }));

describe("changing the sign-in e-mail on /profile/email (no JavaScript needed)", () => {
  it("sends a code to the new address, refuses a wrong one, switches on the right one and tells the old address", async () => {
    const member = await newMember("member");
    const newEmail = address("new");
    const asked = await pagePost("email", member.cookie, { email: newEmail.toUpperCase() });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe(`/profile/email?step=code&email=${encodeURIComponent(newEmail)}`);
    const [codeMail] = await mailsTo(newEmail);
    expect(codeMail).toMatchObject({ subject: "Confirm your new Fitplate e-mail" });
    const code = await codeFor(newEmail);

    const wrong = await pagePost("code", member.cookie, { email: newEmail, otpCode: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain(WRONG_CODE);
    expect(await emailOf(member.userId)).toBe(member.email);

    const done = await pagePost("code", member.cookie, { email: newEmail, otpCode: code });
    expect([done.status, done.headers.get("Location")]).toEqual([302, "/profile"]);
    expect(await emailOf(member.userId)).toBe(newEmail);
    const told = await mailsTo(member.email);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subject: "Your Fitplate sign-in e-mail changed", purpose: "email-changed" });
    expect(told[0]!.body).toContain(newEmail);
    // the code is used up
    expect((await pagePost("code", member.cookie, { email: newEmail, otpCode: code })).status).toBe(400);
  });

  it("refuses a code in the wrong shape in the spec's words", async () => {
    const member = await newMember("member");
    const short = await pagePost("code", member.cookie, { email: address("new"), otpCode: "12345" });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain("Invalid OTP: Please enter a valid 6-digit code.");
  });
});

describe("POST /api/auth/change-email and /api/auth/change-email/verify", () => {
  it("switches the address with the code, and refuses an expired one", async () => {
    const member = await newMember("member");
    const first = address("new");
    expect(await (await api(apiChange, "/api/auth/change-email", member.cookie, { email: first })).json()).toEqual({
      success: true,
      email: first,
    });
    await db.oneTimeCode.updateMany({ where: { email: first, consumedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await api(apiConfirm, "/api/auth/change-email/verify", member.cookie, { email: first, otpCode: await codeFor(first) });
    expect([expired.status, await expired.json()]).toEqual([400, { error: WRONG_CODE }]);

    const second = address("new");
    await api(apiChange, "/api/auth/change-email", member.cookie, { email: second });
    const confirmed = await api(apiConfirm, "/api/auth/change-email/verify", member.cookie, {
      email: second,
      otpCode: await codeFor(second),
    });
    expect([confirmed.status, await confirmed.json()]).toEqual([200, { success: true, email: second }]);
    expect(await emailOf(member.userId)).toBe(second);
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual(["Your Fitplate sign-in e-mail changed"]);
  });

  it("takes the code only from the member who asked, and never signs anyone in with it", async () => {
    const member = await newMember("member");
    const other = await newMember("member");
    const newEmail = address("new");
    await api(apiChange, "/api/auth/change-email", member.cookie, { email: newEmail });
    const code = await codeFor(newEmail);
    // even once the address has become someone's account, the code is no sign-in code for it
    const owner = await db.user.create({ data: { isGuest: false, email: newEmail, dietaryRestrictions: [] } });
    const signIn = await respond(() =>
      apiVerifyOtp({
        request: request("/api/auth/verify-otp", { method: "POST", json: { email: newEmail, otpCode: code } }),
        params: {},
        context: {},
      }),
    );
    expect([signIn.status, await signIn.json()]).toEqual([400, { error: WRONG_CODE }]);

    await db.user.delete({ where: { id: owner.id } });
    await db.rateLimit.deleteMany({ where: { key: minuteKeyOf(newEmail) } });
    await api(apiChange, "/api/auth/change-email", member.cookie, { email: newEmail });
    const stolen = await api(apiConfirm, "/api/auth/change-email/verify", other.cookie, {
      email: newEmail,
      otpCode: await codeFor(newEmail),
    });
    expect([stolen.status, await stolen.json()]).toEqual([400, { error: WRONG_CODE }]);
    expect([await emailOf(member.userId), await emailOf(other.userId)]).toEqual([member.email, other.email]);
  });

  it("never moves to an address another member signs in with, asked for or taken while the code was on its way", async () => {
    const member = await newMember("member");
    const owner = await newMember("member");
    // the same answer as a free address (issue 37 item 5); the owner gets a note, never a code
    const taken = await api(apiChange, "/api/auth/change-email", member.cookie, { email: owner.email });
    expect([taken.status, await taken.json()]).toEqual([200, { success: true, email: owner.email }]);
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual(["Someone asked to use this e-mail on Fitplate"]);
    expect(await db.oneTimeCode.count({ where: { email: owner.email } })).toBe(0);

    const newEmail = address("new");
    await api(apiChange, "/api/auth/change-email", member.cookie, { email: newEmail });
    await db.user.create({ data: { isGuest: false, email: newEmail, dietaryRestrictions: [] } });
    const late = await api(apiConfirm, "/api/auth/change-email/verify", member.cookie, {
      email: newEmail,
      otpCode: await codeFor(newEmail),
    });
    expect([late.status, await late.json()]).toEqual([409, { error: IN_USE }]);
    expect(await emailOf(member.userId)).toBe(member.email);
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it("is a guest's way to add a profile e-mail too; no old address is told", async () => {
    const guest = await newGuest();
    const newEmail = address("new");
    expect((await api(apiChange, "/api/auth/change-email", guest.cookie, { email: newEmail })).status).toBe(200);
    const confirmed = await api(apiConfirm, "/api/auth/change-email/verify", guest.cookie, {
      email: newEmail,
      otpCode: await codeFor(newEmail),
    });
    expect([confirmed.status, await confirmed.json()]).toEqual([200, { success: true, email: newEmail }]);
    expect(await emailOf(guest.userId)).toBe(newEmail);
    expect(await db.outboxMessage.count({ where: { purpose: "email-changed", body: { contains: newEmail } } })).toBe(0);
  });
});

describe("the code e-mail cap", () => {
  it(`mails at most ${CODE_MAILS_PER_HOUR} codes an hour to the new address, counted before the address is looked up`, async () => {
    await clearOfWindowEdge();
    const member = await newMember("member");
    const owner = await newMember("member");
    const newEmail = address("new");
    const statuses = [];
    for (let i = 0; i <= CODE_MAILS_PER_HOUR; i++) {
      statuses.push((await api(apiChange, "/api/auth/change-email", member.cookie, { email: newEmail })).status);
      await db.rateLimit.deleteMany({ where: { key: minuteKeyOf(newEmail) } }); // a minute passes
    }
    expect(statuses).toEqual([...Array(CODE_MAILS_PER_HOUR).fill(200), 429]);
    expect(await mailsTo(newEmail)).toHaveLength(CODE_MAILS_PER_HOUR);
    // within the minute, a taken address is throttled like a free one, before it is looked up
    expect((await api(apiChange, "/api/auth/change-email", member.cookie, { email: owner.email })).status).toBe(200);
    const again = await api(apiChange, "/api/auth/change-email", member.cookie, { email: owner.email });
    expect([again.status, again.headers.has("Retry-After")]).toEqual([429, true]);
  });
});
