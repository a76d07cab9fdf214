// Issue 23, item 4: every door that e-mails a one-time code answers a member's address and an
// unknown one alike, throttles included, and code e-mails are capped per address (whoever asks)
// and per client IP. Without SMTP_URL the messenger keeps every e-mail in the outbox table.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { CODE_MAILS_PER_HOUR, minuteKeyOf } from "~/modules/auth/code-mail-limits.server";
import { CODE_MAILS_PER_IP } from "~/modules/throttle/limits";
import { action as apiRegister } from "~/routes/api.auth.register";
import { action as apiResend } from "~/routes/api.auth.resend-otp";
import { action as kioskAction } from "~/routes/kiosk";
import { action as loginAction } from "~/routes/login";
import { action as registrationAction } from "~/routes/registration";
import { clearOfWindowEdge, formPost, registrationDetails, request, respondPage } from "../helpers/requests";

type Door = (email: string, ip: string) => Promise<unknown>;
const context = (ip: string) => ({ ip });
const page = (action: typeof loginAction, path: string, fields: (email: string) => Record<string, string>): Door => {
  return (email, ip) => action({ request: formPost(path, fields(email)), params: {}, context: context(ip) });
};
const api = (action: typeof apiRegister, path: string, json: (email: string) => unknown): Door => {
  return (email, ip) => action({ request: request(path, { method: "POST", json: json(email) }), params: {}, context: context(ip) });
};

/** Every door that may e-mail a code: the sign-in, kiosk and registration screens and their JSON doors. */
const DOORS = {
  login: page(loginAction, "/login?step=email", (email) => ({ email })),
  loginResend: page(loginAction, "/login?step=resend", (email) => ({ email })),
  kiosk: page(kioskAction, "/kiosk?step=email", (email) => ({ email })),
  registration: page(registrationAction, "/registration", (email) => ({ ...registrationDetails(email), agreeToTerms: "on" })),
  registrationResend: page(registrationAction, "/registration?step=resend", (email) => ({ email })),
  apiRegister: api(apiRegister, "/api/auth/register", registrationDetails),
  apiResend: api(apiResend, "/api/auth/resend-otp", (email) => ({ email })),
} satisfies Record<string, Door>;
type DoorName = keyof typeof DOORS;

/**
 * What a client can tell from an answer: status, where it redirects, Retry-After, which cookies it
 * sets and the body, with the address itself and the seconds left written out of it.
 */
async function answerOf(run: () => Promise<unknown>, email: string) {
  const response = await respondPage(run);
  const blind = (text: string | null) =>
    text
      ?.replaceAll(email, "<address>")
      .replaceAll(encodeURIComponent(email), "<address>")
      .replace(/in \d+ (?:s|seconds?|minutes?)\b/g, "in N") ?? null;
  return {
    status: response.status,
    location: blind(response.headers.get("Location")),
    retryAfter: response.headers.has("Retry-After"),
    cookies: response.headers.getSetCookie().map((line) => line.split("=")[0]),
    body: blind(await response.text()),
  };
}

let counter = 0;
const unknownAddress = () => `nobody-${Date.now()}-${++counter}@example.com`;
async function memberAddress() {
  const email = `member-${Date.now()}-${++counter}@example.com`;
  await db.user.create({ data: { isGuest: false, email, firstName: "Mo", dietaryRestrictions: [] } });
  return email;
}
let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;
const mailsTo = (email: string) => db.outboxMessage.count({ where: { to: email } });

beforeEach(async () => {
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
  await clearOfWindowEdge();
});

describe("a member's address and an unknown one get the same answers", () => {
  const sequences: DoorName[][] = [
    ["login", "login", "login"],
    ["login", "loginResend"],
    ["kiosk", "kiosk"],
    ["kiosk", "apiResend"],
    ["registration", "registration"],
    ["registration", "registrationResend"],
    ["apiRegister", "apiRegister"],
    ["apiRegister", "apiResend"],
    ["apiResend", "apiResend"],
  ];
  it.each(sequences.map((doors) => [doors.join(" → "), doors] as const))(
    "%s",
    async (_name, doors) => {
      const run = async (email: string) => {
        const ip = freshIp();
        const answers = [];
        for (const door of doors) answers.push(await answerOf(() => DOORS[door](email, ip), email));
        return answers;
      };
      const member = await run(await memberAddress());
      await clearOfWindowEdge();
      const unknown = await run(unknownAddress());
      expect(unknown).toEqual(member);
      // the second request within the minute is refused, for both
      expect(member.slice(1).map((answer) => [answer.status, answer.retryAfter])).toEqual(doors.slice(1).map(() => [429, true]));
    },
    60_000,
  );
});

describe("code e-mails per address", () => {
  it("sends at most 5 an hour to one address, whatever door and IP asked; the 6th is refused alike for members and unknown addresses", async () => {
    const doors: DoorName[] = ["login", "kiosk", "apiRegister", "registration", "login", "kiosk", "apiRegister"];
    const run = async (email: string) => {
      const answers = [];
      for (const door of doors) {
        answers.push(await answerOf(() => DOORS[door](email, freshIp()), email));
        await db.rateLimit.deleteMany({ where: { key: minuteKeyOf(email) } }); // a minute passes
      }
      return answers;
    };
    const member = await memberAddress();
    const unknown = unknownAddress();
    const memberAnswers = await run(member);
    await clearOfWindowEdge();
    const unknownAnswers = await run(unknown);
    expect(unknownAnswers).toEqual(memberAnswers);
    expect(memberAnswers.map((answer) => answer.status >= 400)).toEqual(doors.map((_, i) => i >= CODE_MAILS_PER_HOUR));
    expect(memberAnswers.slice(CODE_MAILS_PER_HOUR).map((answer) => answer.status)).toEqual([429, 429]);
    expect(await mailsTo(member)).toBe(CODE_MAILS_PER_HOUR);
    expect(await mailsTo(unknown)).toBe(CODE_MAILS_PER_HOUR);
  }, 60_000);
});

describe("code e-mails per client IP", () => {
  it(`sends at most ${CODE_MAILS_PER_IP.limit} an hour from one IP, to any addresses; another IP is not affected`, async () => {
    const ip = freshIp();
    const addresses = Array.from({ length: CODE_MAILS_PER_IP.limit }, unknownAddress);
    for (const email of addresses) expect((await answerOf(() => DOORS.login(email, ip), email)).status).toBe(302);
    const member = await memberAddress();
    const refused = await answerOf(() => DOORS.kiosk(member, ip), member);
    const stranger = unknownAddress();
    expect(await answerOf(() => DOORS.apiResend(stranger, ip), stranger)).toMatchObject({ status: 429, retryAfter: true });
    expect(refused).toMatchObject({ status: 429, retryAfter: true });
    expect(await mailsTo(member)).toBe(0);
    // the refusals used up neither address's own limits
    expect(await answerOf(() => DOORS.kiosk(member, freshIp()), member)).toMatchObject({ status: 302 });
    expect(await mailsTo(member)).toBe(1);
  }, 60_000);
});
