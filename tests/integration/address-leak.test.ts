// Issue 37 item 5: no door tells a member's address from a stranger's, by status, body or time.
// The code doors queue their e-mail in the outbox and send it after the answer (a slow mail server
// stand-in shows the answer never waits for it); an e-mail is changed only by a code, a guest's too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { action as apiChange } from "~/routes/api.auth.change-email";
import { action as apiConfirm } from "~/routes/api.auth.change-email.verify";
import { action as register } from "~/routes/api.auth.register";
import { action as resend } from "~/routes/api.auth.resend-otp";
import { action as userAction } from "~/routes/api.user.$userId";
import { action as loginAction } from "~/routes/login";
import { formPost, newGuest, newMember, registrationDetails, request, respond, respondPage } from "../helpers/requests";
import { startSmtpStandin, type SmtpStandin } from "../standins/smtp";

// far longer than an answer takes on a loaded 2-core machine: an answer under it did not wait for the mail
const SLOW_SMTP_MS = 3_000;

let smtp: SmtpStandin;
const saved = env.SMTP_URL;
beforeAll(async () => {
  smtp = await startSmtpStandin();
});
afterAll(async () => {
  Object.assign(env, { SMTP_URL: saved });
  await smtp.close();
});
beforeEach(() => db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } }));

let counter = 0;
const unknownAddress = () => `stranger-${Date.now()}-${++counter}@example.com`;
let ipCounter = 1;
const context = () => ({ ip: `203.0.113.${ipCounter++}` });

const postJson = (route: typeof register, path: string, json: unknown, cookie?: string) =>
  respond(() => route({ request: request(path, { method: "POST", json, cookie }), params: {}, context: context() }));
const askSignIn = (email: string) =>
  respondPage(() => loginAction({ request: formPost("/login?step=email", { email }), params: {}, context: context() }));
const receivedBy = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email)).length;

/** The door's answer for `email`: its status, body, time, and whether the mail server had the mail by then. */
async function answerFor(door: (email: string) => Promise<Response>, email: string) {
  const before = receivedBy(email);
  const started = performance.now();
  const response = await door(email);
  const ms = performance.now() - started;
  const mailedBeforeAnswer = receivedBy(email) > before;
  const queued = await db.outboxMessage.count({ where: { to: email } });
  return {
    status: response.status,
    body: await response.text(),
    location: response.headers.get("Location"),
    ms,
    mailedBeforeAnswer,
    queued,
  };
}

describe("the code doors answer before the e-mail is sent (issue 37 item 5)", () => {
  it("register, sign-in and resend-otp: a member's address and an unknown one get the same answer, without waiting for a slow mail server", async () => {
    Object.assign(env, { SMTP_URL: smtp.url });
    smtp.setDelay(SLOW_SMTP_MS);
    try {
      const doors: Record<string, (email: string) => Promise<Response>> = {
        register: (email) => postJson(register, "/api/auth/register", registrationDetails(email)),
        "sign-in": askSignIn,
        "resend-otp": (email) => postJson(resend, "/api/auth/resend-otp", { email }),
      };
      for (const [name, door] of Object.entries(doors)) {
        await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
        const member = await newMember("member");
        // a code is pending for the member (resend-otp resends only a pending one)
        await db.oneTimeCode.create({
          data: {
            email: member.email,
            purpose: "sign-in",
            codeHash: "x",
            userId: member.userId,
            expiresAt: new Date(Date.now() + 600_000),
          },
        });
        const known = await answerFor(door, member.email);
        const unknown = await answerFor(door, unknownAddress());
        expect({ door: name, status: known.status, body: known.body, location: known.location }).toEqual({
          door: name,
          status: unknown.status,
          body: unknown.body,
          location: unknown.location,
        });
        expect([200, 302]).toContain(known.status);
        // the member's e-mail is queued in the outbox, not sent inside the request
        expect({ door: name, mailedBeforeAnswer: known.mailedBeforeAnswer, queued: known.queued > 0 }).toEqual({
          door: name,
          mailedBeforeAnswer: false,
          queued: true,
        });
        expect(known.ms).toBeLessThan(SLOW_SMTP_MS);
        expect(unknown.ms).toBeLessThan(SLOW_SMTP_MS);
        // … and sent after the answer; a real mail server keeps nothing in the outbox
        expect((await smtp.waitForMail(member.email, 30_000)).text).toMatch(/\b\d{6}\b/);
        await expect.poll(() => db.outboxMessage.count({ where: { to: member.email } })).toBe(0);
      }
    } finally {
      smtp.setDelay(0);
      Object.assign(env, { SMTP_URL: saved });
    }
  }, 120_000);
});

describe("an e-mail changes only by a code, and the answer never tells whose an address is (issue 37 item 5)", () => {
  const put = (cookie: string, userId: number, json: unknown) =>
    respond(() =>
      userAction({
        request: request(`/api/user/${userId}`, { method: "PUT", json, cookie }),
        params: { userId: String(userId) },
        context: context(),
      }),
    );

  it("a guest's PUT /api/user/{id} {email}: a member's address and an unknown one get the same answer, and nothing is written", async () => {
    const member = await newMember("member");
    const guest = await newGuest();
    const taken = await put(guest.cookie, guest.userId, { email: member.email, age: 30 });
    const free = await put(guest.cookie, guest.userId, { email: unknownAddress(), age: 30 });
    const [takenAnswer, freeAnswer] = [
      [taken.status, await taken.json()],
      [free.status, await free.json()],
    ];
    expect(takenAnswer).toEqual(freeAnswer);
    expect(takenAnswer).toEqual([
      409,
      { error: "Your e-mail changes only by verifying the new address with a code (POST /api/auth/change-email)" },
    ]);
    expect(await db.user.findUniqueOrThrow({ where: { id: guest.userId }, select: { email: true, age: true } })).toEqual({
      email: null,
      age: null,
    });
  });

  it("POST /api/auth/change-email: a member's address gets the same answer as a free one; its owner gets a note, no code", async () => {
    const member = await newMember("member");
    const owner = await newMember("owner");
    const free = unknownAddress();
    const taken = await postJson(apiChange, "/api/auth/change-email", { email: owner.email }, member.cookie);
    const open = await postJson(apiChange, "/api/auth/change-email", { email: free }, member.cookie);
    expect([taken.status, await taken.json()]).toEqual([200, { success: true, email: owner.email }]);
    expect([open.status, await open.json()]).toEqual([200, { success: true, email: free }]);
    const [note] = await db.outboxMessage.findMany({ where: { to: owner.email } });
    expect(note?.subject).toBe("Someone asked to use this e-mail on Fitplate");
    expect(note?.body).not.toMatch(/\b\d{6}\b/);
    expect(await db.oneTimeCode.count({ where: { email: owner.email } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.userId } })).email).toBe(member.email);
  });

  it("a guest adds an e-mail with a code sent to it", async () => {
    const guest = await newGuest();
    const email = unknownAddress();
    expect((await postJson(apiChange, "/api/auth/change-email", { email }, guest.cookie)).status).toBe(200);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
    const otpCode = /\b(\d{6})\b/.exec(mail.body)![1]!;
    const confirmed = await postJson(apiConfirm, "/api/auth/change-email/verify", { email, otpCode }, guest.cookie);
    expect([confirmed.status, await confirmed.json()]).toEqual([200, { success: true, email }]);
    expect(await db.user.findUniqueOrThrow({ where: { id: guest.userId }, select: { email: true, isGuest: true } })).toEqual({
      email,
      isGuest: true,
    });
  });
});
