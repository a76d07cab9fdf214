// Issue 12: registration and sign-in by a one-time code, read from a real SMTP server (stand-in).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { MAX_WRONG_TRIES } from "~/modules/auth/one-time-code.server";
import { logFood } from "~/modules/meal/log.server";
import { action as register } from "~/routes/api.auth.register";
import { action as resend } from "~/routes/api.auth.resend-otp";
import { action as welcome } from "~/routes/api.auth.send-welcome-email";
import { action as verify } from "~/routes/api.auth.verify-otp";
import { loader as session } from "~/routes/api.session";
import { action as loginAction } from "~/routes/login";
import { clearOfWindowEdge, newGuest, ORIGIN, registrationDetails, request, respond } from "../helpers/requests";
import { startSmtpStandin, type SmtpStandin } from "../standins/smtp";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const post = (route: typeof register, path: string, json: unknown, cookie?: string) =>
  respond(() => route(args(request(path, { method: "POST", json, cookie }))));

let smtp: SmtpStandin;
const saved = env.SMTP_URL;
beforeAll(async () => {
  smtp = await startSmtpStandin();
  Object.assign(env, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  Object.assign(env, { SMTP_URL: saved });
  await smtp.close();
});
// Each test is a minute later as far as the resend limits go.
beforeEach(() => db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } }));

let counter = 0;
const uniqueEmail = () => `member-${Date.now()}-${++counter}@example.com`;
const details = registrationDetails;

/** The first mail to `email` after the first `after` received: mail is sent after the answer, so it may take a moment. */
async function mailFor(email: string, after: number) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.mails.slice(after).find((m) => m.to.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing mailed to ${email}`);
}

async function codeFor(email: string, after: number): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await mailFor(email, after)).text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const cookieOf = (res: Response) => res.headers.get("Set-Cookie")!.split(";")[0]!;

describe("registration with a one-time code", () => {
  it("upgrades the guest in place: the meals stay, the session rotates, and a later sign-in by code finds the same account", async () => {
    const guest = await newGuest();
    const food = await db.food.findFirstOrThrow({ where: { ownerId: null } });
    await logFood(guest.userId, { foodId: food.id, quantity: 100, mealType: "breakfast" });
    const email = uniqueEmail();
    const sent = smtp.mails.length;
    const registered = await post(register, "/api/auth/register", { ...details(email), email: email.toUpperCase() }, guest.cookie);
    expect(registered.status).toBe(200);
    expect(await registered.json()).toEqual({ success: true });
    const code = await codeFor(email, sent);

    const verified = await post(verify, "/api/auth/verify-otp", { email, otpCode: code }, guest.cookie);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ success: true, user: { id: guest.userId } });
    const cookie = cookieOf(verified);
    expect(cookie).not.toBe(guest.cookie);
    const user = await db.user.findUniqueOrThrow({ where: { id: guest.userId } });
    expect(user).toMatchObject({ isGuest: false, email, firstName: "Sam", lastName: "Lee", phoneNumber: "+447700900123" });
    expect(user.termsAcceptedAt).not.toBeNull();
    expect(await db.meal.count({ where: { userId: guest.userId } })).toBe(1);
    expect((await respond(() => session(args(request("/api/session", { cookie }))))).status).toBe(200);
    expect((await respond(() => session(args(request("/api/session", { cookie: guest.cookie }))))).status).toBe(401);

    // another browser, a minute later: sign in by code
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
    const before = smtp.mails.length;
    const asked = await respond(() =>
      loginAction(args(new Request(`${ORIGIN}/login?step=email`, { method: "POST", body: new URLSearchParams({ email }) }))),
    );
    expect(asked.status).toBe(302);
    const signIn = await post(verify, "/api/auth/verify-otp", { email, otpCode: await codeFor(email, before) });
    expect(await signIn.json()).toEqual({ success: true, user: { id: guest.userId } });
  });

  it("answers a member's address exactly like a new one, and mails that member a sign-in code", async () => {
    const guest = await newGuest();
    const email = uniqueEmail();
    let sent = smtp.mails.length;
    await post(register, "/api/auth/register", details(email), guest.cookie);
    await post(verify, "/api/auth/verify-otp", { email, otpCode: await codeFor(email, sent) }, guest.cookie);
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });

    const stranger = await newGuest();
    sent = smtp.mails.length;
    const again = await post(register, "/api/auth/register", { ...details(email), firstName: "Eve" }, stranger.cookie);
    const fresh = await post(register, "/api/auth/register", details(uniqueEmail()), stranger.cookie);
    expect([again.status, await again.json()]).toEqual([fresh.status, await fresh.json()]);
    const mail = await mailFor(email, sent);
    expect(mail.subject).toBe("Your Fitplate sign-in code");
    // verifying it signs in to the member; the stranger's guest account is not merged into it
    const signedIn = await post(verify, "/api/auth/verify-otp", { email, otpCode: await codeFor(email, sent) }, stranger.cookie);
    expect(await signedIn.json()).toEqual({ success: true, user: { id: guest.userId } });
    expect((await db.user.findUniqueOrThrow({ where: { id: guest.userId } })).firstName).toBe("Sam");
    expect((await db.user.findUniqueOrThrow({ where: { id: stranger.userId } })).isGuest).toBe(true);
  });

  it("upgrades the browser that enters the code, never the guest who typed the address", async () => {
    const typist = await newGuest();
    const owner = await newGuest();
    const email = uniqueEmail();
    const sent = smtp.mails.length;
    await post(register, "/api/auth/register", details(email), typist.cookie);
    const verified = await post(verify, "/api/auth/verify-otp", { email, otpCode: await codeFor(email, sent) }, owner.cookie);
    expect(await verified.json()).toEqual({ success: true, user: { id: owner.userId } });
    expect((await db.user.findUniqueOrThrow({ where: { id: typist.userId } })).isGuest).toBe(true);
    const typistNow = await respond(() => session(args(request("/api/session", { cookie: typist.cookie }))));
    expect(((await typistNow.json()) as { user: { id: number } }).user.id).toBe(typist.userId);
  });

  it("ends a code after five wrong tries, and refuses an expired one", async () => {
    const guest = await newGuest();
    const email = uniqueEmail();
    const sent = smtp.mails.length;
    await post(register, "/api/auth/register", details(email), guest.cookie);
    const code = await codeFor(email, sent);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < MAX_WRONG_TRIES; i++) {
      const res = await post(verify, "/api/auth/verify-otp", { email, otpCode: wrong });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Verification Failed: Invalid OTP code. Please try again." });
    }
    const late = await post(verify, "/api/auth/verify-otp", { email, otpCode: code });
    expect(late.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: guest.userId } })).isGuest).toBe(true);

    await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
    const resent = smtp.mails.length;
    expect((await post(resend, "/api/auth/resend-otp", { email })).status).toBe(200);
    const second = await codeFor(email, resent);
    await db.oneTimeCode.updateMany({ where: { email, consumedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(verify, "/api/auth/verify-otp", { email, otpCode: second })).status).toBe(400);
  });

  it("keeps only an HMAC of the code", async () => {
    const email = uniqueEmail();
    const sent = smtp.mails.length;
    await post(register, "/api/auth/register", details(email));
    const code = await codeFor(email, sent);
    const row = await db.oneTimeCode.findFirstOrThrow({ where: { email }, orderBy: { id: "desc" } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("throttles codes to one a minute per address", async () => {
    await clearOfWindowEdge(5_000);
    const email = uniqueEmail();
    expect((await post(register, "/api/auth/register", details(email))).status).toBe(200);
    const second = await post(resend, "/api/auth/resend-otp", { email });
    expect(second.status).toBe(429);
    expect(second.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("says what is missing with the spec's words, without field names", async () => {
    const missing = await post(register, "/api/auth/register", { ...details(uniqueEmail()), lastName: " " });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("Missing Information: Please fill in all required fields.");
    const terms = await post(register, "/api/auth/register", { ...details(uniqueEmail()), agreeToTerms: false });
    expect((await terms.json()).error).toBe("Terms Required: Please agree to the Terms of Service to continue.");
    const letters = await post(register, "/api/auth/register", { ...details(uniqueEmail()), phoneNumber: "77-00" });
    expect(letters.status).toBe(400);
    expect((await letters.json()).error).toBe("Registration Failed: phoneNumber: Digits only");
    const shortCode = await post(verify, "/api/auth/verify-otp", { email: uniqueEmail(), otpCode: "12345" });
    expect((await shortCode.json()).error).toBe("Invalid OTP: Please enter a valid 6-digit code.");
    const lettersCode = await post(verify, "/api/auth/verify-otp", { email: uniqueEmail(), otpCode: "12a456" });
    expect((await lettersCode.json()).error).toBe("Invalid OTP: Please enter a valid 6-digit code.");
  });

  it("refuses a phone number that is impossible for its country code, and keeps a possible one in E.164", async () => {
    for (const phoneNumber of ["12", "77009001234567"]) {
      const refused = await post(register, "/api/auth/register", { ...details(uniqueEmail()), phoneNumber });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe("Registration Failed: phoneNumber: Enter a phone number that is possible for +44");
    }
    const email = uniqueEmail();
    expect((await post(register, "/api/auth/register", { ...details(email), countryCode: "+1", phoneNumber: "2025550143" })).status).toBe(
      200,
    );
    expect((await db.oneTimeCode.findFirstOrThrow({ where: { email } })).phoneNumber).toBe("+12025550143");
  });

  it("resends the pending registration's code by its phone number, and titles a refused resend", async () => {
    await clearOfWindowEdge(5_000);
    const email = uniqueEmail();
    const phoneNumber = `7700${String(Date.now()).slice(-6)}`;
    const first = smtp.mails.length;
    await post(register, "/api/auth/register", { ...details(email), phoneNumber });
    await mailFor(email, first); // sent after the answer: let it land before counting what follows
    const tooSoon = await post(resend, "/api/auth/resend-otp", { phoneNumber: `+44${phoneNumber}` });
    expect(tooSoon.status).toBe(429);
    expect((await tooSoon.json()).error).toMatch(/^Failed to Resend: Too many requests, try again in \d+ (seconds?|minutes?)$/);

    await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
    const sent = smtp.mails.length;
    const resent = await post(resend, "/api/auth/resend-otp", { phoneNumber: `+44 ${phoneNumber}` });
    expect([resent.status, await resent.json()]).toEqual([200, { success: true }]);
    const mail = await mailFor(email, sent);
    expect(mail.subject).toBe("Your Fitplate registration code");
    expect((await post(verify, "/api/auth/verify-otp", { email, otpCode: await codeFor(email, sent) })).status).toBe(200);

    const unknown = await post(resend, "/api/auth/resend-otp", { phoneNumber: "+447700000001" });
    expect([unknown.status, await unknown.json()]).toEqual([200, { success: true }]);
    const neither = await post(resend, "/api/auth/resend-otp", {});
    expect((await neither.json()).error).toBe("Failed to Resend: Enter your e-mail address or the phone number you registered with");
  });

  it("sends the welcome e-mail only to the member's own address", async () => {
    const guest = await newGuest();
    const email = uniqueEmail();
    const sent = smtp.mails.length;
    await post(register, "/api/auth/register", details(email), guest.cookie);
    const cookie = cookieOf(await post(verify, "/api/auth/verify-otp", { email, otpCode: await codeFor(email, sent) }));
    expect((await post(welcome, "/api/auth/send-welcome-email", { email: "victim@example.com", firstName: "X" }, cookie)).status).toBe(403);
    const ok = await post(welcome, "/api/auth/send-welcome-email", { email, firstName: "Sam" }, cookie);
    expect(ok.status).toBe(200);
    expect((await smtp.waitForMail(email)).subject).toBeDefined();
    expect(smtp.mails.some((m) => m.to.includes(email) && m.subject === "Welcome to Fitplate")).toBe(true);
  });
});
