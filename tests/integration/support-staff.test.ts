// Issue 15, the rest: the messaging test, the ticket form, phone support for Premium, and the staff
// inbox whose replies reach the member on /support and through the messenger (stand-ins).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import type { FormReply } from "~/shared/form-reply";
import { CLOSE_TICKET_INTENT, REOPEN_TICKET_INTENT, STAFF_REPLY_INTENT } from "~/modules/support/ticket-fields";
import { setStaffRole } from "~/modules/support/staff-role.server";
import { CALL_REQUEST_INTENT, FILE_TICKET_INTENT, WHATSAPP_GREETING, WHATSAPP_TEST_INTENT } from "~/modules/support/ticket-fields";
import { action as putUser } from "~/routes/api.user.$userId";
import { action as whatsappSend } from "~/routes/api.whatsapp.send";
import { action as supportAction, loader as supportLoader } from "~/routes/support";
import { loader as inboxLoader } from "~/routes/support_.inbox";
import { action as ticketAction, loader as ticketLoader } from "~/routes/support_.inbox_.$ticketId";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";
import { startSmtpStandin, type SmtpStandin } from "../standins/smtp";
import { startWhatsAppStandin, type WhatsAppStandin } from "../standins/whatsapp";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

function form(path: string, cookie: string, fields: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** A page action's answer: a redirect, or a FormReply with its status. */
async function post(run: () => Promise<unknown>) {
  const result = await respond(run);
  if (result.status >= 300 && result.status < 400) return { status: result.status, location: result.headers.get("Location"), reply: null };
  const isJson = result.headers.get("Content-Type")?.includes("json") ?? false;
  return { status: result.status, location: null, reply: isJson ? ((await result.json()) as FormReply) : null };
}

const pagePost = (cookie: string, fields: Record<string, string>) =>
  post(async () => {
    const result = await supportAction(args(form("/support", cookie, fields)));
    const wrapped = result as unknown as { data?: FormReply; init?: { status: number } };
    return wrapped.init ? Response.json(wrapped.data, { status: wrapped.init.status }) : result;
  });

const staffPost = (cookie: string, ticketId: number, fields: Record<string, string>) =>
  post(async () => {
    const result = await ticketAction(args(form(`/support/inbox/${ticketId}`, cookie, fields), { ticketId: String(ticketId) }));
    const wrapped = result as unknown as { data?: FormReply; init?: { status: number } };
    return wrapped.init ? Response.json(wrapped.data, { status: wrapped.init.status }) : result;
  });

const sendTest = (cookie: string, json: unknown, ip?: string) =>
  respond(() => whatsappSend({ ...args(request("/api/whatsapp/send", { method: "POST", cookie, json })), context: ip ? { ip } : {} }));

let smtp: SmtpStandin;
let whatsapp: WhatsAppStandin;
const saved = {
  SMTP_URL: env.SMTP_URL,
  WHATSAPP_TOKEN: env.WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_API_BASE: env.WHATSAPP_API_BASE,
  OPENAI_API_KEY: env.OPENAI_API_KEY,
};

beforeAll(async () => {
  [smtp, whatsapp] = await Promise.all([startSmtpStandin(), startWhatsAppStandin()]);
});
afterEach(() => {
  Object.assign(env, saved);
  whatsapp.setFailing(false);
});
afterAll(async () => {
  await Promise.all([smtp.close(), whatsapp.close()]);
});

const useWhatsApp = () =>
  Object.assign(env, { WHATSAPP_TOKEN: "standin-token", WHATSAPP_PHONE_NUMBER_ID: "1055501", WHATSAPP_API_BASE: whatsapp.url });

describe("the WhatsApp test (POST /api/whatsapp/send and the /support form)", () => {
  it("sends the fixed greeting, never the caller's text, to the number in international form", async () => {
    useWhatsApp();
    const { cookie } = await newGuest();
    const res = await sendTest(cookie, { phoneNumber: "+44 7700 900123", message: "Buy cheap pills" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, phoneNumber: "+447700900123", delivery: "whatsapp" });
    expect(whatsapp.requests.at(-1)).toMatchObject({ to: "447700900123", text: WHATSAPP_GREETING });
  });

  it("refuses a blank number with the spec's words, and a malformed one", async () => {
    const { cookie } = await newGuest();
    const blank = await sendTest(cookie, { phoneNumber: "  " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: "phoneNumber: Phone Number Required: Please enter your WhatsApp number" });
    expect((await sendTest(cookie, { phoneNumber: "call me" })).status).toBe(400);
    const page = await pagePost(cookie, { intent: WHATSAPP_TEST_INTENT, phoneNumber: "" });
    expect(page.status).toBe(400);
    expect(page.reply?.result.error?.phoneNumber).toEqual(["Phone Number Required: Please enter your WhatsApp number"]);
  });

  it("says WhatsApp Test Failed when the service fails", async () => {
    useWhatsApp();
    whatsapp.setFailing(true);
    const { cookie } = await newGuest();
    const res = await sendTest(cookie, { phoneNumber: "+447700900123" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "WhatsApp Test Failed: Make sure WhatsApp service is running and try again." });
  });

  it("keeps the greeting in the outbox when WhatsApp is not configured, and says so on the page", async () => {
    const { cookie } = await newGuest();
    const sent = await pagePost(cookie, { intent: WHATSAPP_TEST_INTENT, phoneNumber: "+1 202 555 0143" });
    expect(sent).toMatchObject({ status: 302, location: "/support#contact-us" });
    const kept = await db.outboxMessage.findFirst({ where: { to: "+12025550143", purpose: "whatsapp-test" }, orderBy: { id: "desc" } });
    expect(kept?.body).toBe(WHATSAPP_GREETING);
  });

  it("allows five tests an hour per member; a refused number does not count", async () => {
    const { cookie } = await newGuest();
    for (let i = 0; i < 3; i++) expect((await sendTest(cookie, { phoneNumber: "" })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await sendTest(cookie, { phoneNumber: "+447700900123" })).status).toBe(200);
    const sixth = await sendTest(cookie, { phoneNumber: "+447700900123" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await sixth.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    const page = await pagePost(cookie, { intent: WHATSAPP_TEST_INTENT, phoneNumber: "+447700900123" });
    expect(page.status).toBe(429);
    expect(page.reply?.result.error?.[""]?.[0]).toMatch(/^Too many requests/);
  });

  it("allows ten tests an hour per client address, however many guests it makes", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const guests = await Promise.all([newGuest(), newGuest(), newGuest()]);
    const before = await db.outboxMessage.count({ where: { purpose: "whatsapp-test" } });
    for (const guest of guests.slice(0, 2)) {
      for (let i = 0; i < 5; i++) expect((await sendTest(guest.cookie, { phoneNumber: "+447700900124" }, ip)).status).toBe(200);
    }
    const eleventh = await sendTest(guests[2]!.cookie, { phoneNumber: "+447700900124" }, ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await db.outboxMessage.count({ where: { purpose: "whatsapp-test" } })).toBe(before + 10);
    // the same member from another address is not held back by this one
    expect((await sendTest(guests[2]!.cookie, { phoneNumber: "+447700900124" }, "198.51.100.9")).status).toBe(200);
  });
});

describe("the ticket form and phone support on /support", () => {
  it("files a ticket with its category, phone and e-mail, and lists it for the member only", async () => {
    const { userId, cookie } = await newGuest();
    const other = await newGuest();
    const sent = await pagePost(cookie, {
      intent: FILE_TICKET_INTENT,
      subject: "Sync problem",
      message: "My diary is empty on my tablet",
      category: "technical",
      phoneNumber: "+44 20 7946 0000",
      email: "sam@example.com",
    });
    expect(sent).toMatchObject({ status: 302, location: "/support#conversation" });
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId } });
    expect(ticket).toMatchObject({
      subject: "Sync problem",
      category: "technical",
      phoneNumber: "+44 20 7946 0000",
      email: "sam@example.com",
    });
    const mine = await supportLoader(args(request("/support", { cookie })));
    expect(mine.tickets.map((row) => row.id)).toEqual([ticket.id]);
    const theirs = await supportLoader(args(request("/support", { cookie: other.cookie })));
    expect(theirs.tickets).toEqual([]);
    expect(theirs.conversation).toEqual([]);
  });

  it("files nothing for a blank message or a bad e-mail", async () => {
    const { userId, cookie } = await newGuest();
    const blank = await pagePost(cookie, { intent: FILE_TICKET_INTENT, subject: "Hi", message: "   ", category: "general" });
    expect(blank.status).toBe(400);
    expect(blank.reply?.result.error?.message).toEqual(["Message Required: Please describe your issue or question."]);
    const email = await pagePost(cookie, { intent: FILE_TICKET_INTENT, subject: "Hi", message: "Hello", email: "nope" });
    expect(email.status).toBe(400);
    expect(await db.supportTicket.count({ where: { userId } })).toBe(0);
  });

  it("refuses phone support to a free member and files a call request for Premium", async () => {
    const { userId, cookie } = await newGuest();
    const refused = await pagePost(cookie, { intent: CALL_REQUEST_INTENT, phoneNumber: "+447700900123" });
    expect(refused.status).toBe(403);
    expect(refused.reply?.result.error?.[""]?.[0]).toMatch(/^Phone support is part of Premium: .*\/premium/);
    expect(await db.supportTicket.count({ where: { userId } })).toBe(0);
    expect((await supportLoader(args(request("/support", { cookie })))).phoneSupport).toBe(false);

    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    expect((await supportLoader(args(request("/support", { cookie })))).phoneSupport).toBe(true);
    const filed = await pagePost(cookie, { intent: CALL_REQUEST_INTENT, phoneNumber: "+447700900123" });
    expect(filed).toMatchObject({ status: 302, location: "/support#contact-us" });
    expect(await db.supportTicket.findFirstOrThrow({ where: { userId } })).toMatchObject({
      subject: "Phone call requested",
      phoneNumber: "+447700900123",
    });
  });
});

describe("the staff inbox", () => {
  async function staffMember() {
    const staff = await newGuest();
    await db.user.update({ where: { id: staff.userId }, data: { email: `staff-${staff.userId}@example.com` } });
    expect(await setStaffRole(`staff-${staff.userId}@example.com`, "staff")).toMatchObject({ userId: staff.userId, role: "staff" });
    return staff;
  }

  it("is a 404 for members, whatever they try", async () => {
    const { cookie } = await newGuest();
    const member = await newGuest();
    await pagePost(member.cookie, { intent: FILE_TICKET_INTENT, subject: "Hi", message: "Hello" });
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId: member.userId } });
    expect((await respond(() => inboxLoader(args(request("/support/inbox", { cookie }))))).status).toBe(404);
    expect(
      (await respond(() => ticketLoader(args(request(`/support/inbox/${ticket.id}`, { cookie }), { ticketId: String(ticket.id) })))).status,
    ).toBe(404);
    const reply = await staffPost(cookie, ticket.id, { intent: STAFF_REPLY_INTENT, message: "I am staff, honest" });
    expect(reply.status).toBe(404);
    expect(await db.supportMessage.count({ where: { ticketId: ticket.id, author: "staff" } })).toBe(0);
  });

  it("lists open tickets oldest first; a reply reaches the member under the ticket on /support and by e-mail; staff close and reopen", async () => {
    Object.assign(env, { SMTP_URL: smtp.url });
    const staff = await staffMember();
    const member = await newGuest();
    const verified = `verified-${member.userId}@example.com`;
    await db.user.update({ where: { id: member.userId }, data: { isGuest: false, email: verified } });
    await pagePost(member.cookie, { intent: FILE_TICKET_INTENT, subject: "First", message: "One", email: "member@example.com" });
    await pagePost(member.cookie, { intent: FILE_TICKET_INTENT, subject: "Second", message: "Two" });
    const [first, second] = await db.supportTicket.findMany({ where: { userId: member.userId }, orderBy: { id: "asc" } });

    const inbox = await inboxLoader(args(request("/support/inbox", { cookie: staff.cookie })));
    const openIds = inbox.open.map((row) => row.id);
    expect(openIds.indexOf(first!.id)).toBeLessThan(openIds.indexOf(second!.id));
    expect(inbox.openCount).toBe(await db.supportTicket.count({ where: { status: "open" } }));

    const view = await ticketLoader(
      args(request(`/support/inbox/${first!.id}`, { cookie: staff.cookie }), { ticketId: String(first!.id) }),
    );
    expect(view.ticket).toMatchObject({ subject: "First", email: "member@example.com" });
    expect(Object.keys(view.ticket)).not.toContain("userId");

    const sent = await staffPost(staff.cookie, first!.id, { intent: STAFF_REPLY_INTENT, message: "Try reloading the diary." });
    expect(sent).toMatchObject({ status: 302, location: `/support/inbox/${first!.id}` });
    // to the address the member verified, never to the one typed in the ticket
    const mail = await smtp.waitForMail(verified);
    expect(mail.subject).toBe(`Re: First (ticket #${first!.id})`);
    expect(mail.text).toContain("Try reloading the diary.");
    expect(smtp.mails.some((received) => received.to.includes("member@example.com"))).toBe(false);

    const page = await supportLoader(args(request("/support", { cookie: member.cookie })));
    expect(page.conversation.filter((entry) => entry.author === "staff").map((entry) => [entry.ticketId, entry.body])).toEqual([
      [first!.id, "Try reloading the diary."],
    ]);
    expect(page.tickets.find((row) => row.id === first!.id)).toMatchObject({ answered: true, status: "open" });

    expect(await staffPost(staff.cookie, first!.id, { intent: CLOSE_TICKET_INTENT })).toMatchObject({
      status: 302,
      location: "/support/inbox",
    });
    const after = await inboxLoader(args(request("/support/inbox", { cookie: staff.cookie })));
    expect(after.open.map((row) => row.id)).not.toContain(first!.id);
    expect(after.closed.map((row) => row.id)).toContain(first!.id);
    const closed = await supportLoader(args(request("/support", { cookie: member.cookie })));
    expect(closed.tickets.find((row) => row.id === first!.id)).toMatchObject({ status: "closed" });

    // a member cannot close or reopen, even their own ticket
    expect((await staffPost(member.cookie, first!.id, { intent: REOPEN_TICKET_INTENT })).status).toBe(404);
    expect((await db.supportTicket.findUniqueOrThrow({ where: { id: first!.id } })).status).toBe("closed");

    expect(await staffPost(staff.cookie, first!.id, { intent: REOPEN_TICKET_INTENT })).toMatchObject({
      status: 302,
      location: `/support/inbox/${first!.id}`,
    });
    const reopened = await inboxLoader(args(request("/support/inbox", { cookie: staff.cookie })));
    expect(reopened.open.map((row) => row.id)).toContain(first!.id);
    expect(await db.supportTicket.findUniqueOrThrow({ where: { id: first!.id } })).toMatchObject({ status: "open", closedAt: null });
  });

  it("never e-mails a reply to an address nobody verified: a guest's ticket or profile address, an outsider's", async () => {
    Object.assign(env, { SMTP_URL: smtp.url });
    const staff = await staffMember();
    const guest = await newGuest();
    const outsider = `outsider-${guest.userId}@example.com`;
    await db.user.update({ where: { id: guest.userId }, data: { email: `typed-${guest.userId}@example.com` } });
    await pagePost(guest.cookie, { intent: FILE_TICKET_INTENT, subject: "Spam me", message: "Hello", email: outsider });
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId: guest.userId } });
    const sent = smtp.mails.length;
    const reply = await respond(() =>
      ticketAction(
        args(form(`/support/inbox/${ticket.id}`, staff.cookie, { intent: STAFF_REPLY_INTENT, message: "Hi" }), {
          ticketId: String(ticket.id),
        }),
      ),
    );
    expect(reply.status).toBe(302);
    expect(await db.supportMessage.count({ where: { ticketId: ticket.id, author: "staff" } })).toBe(1);
    expect(smtp.mails.slice(sent).filter((mail) => mail.to.some((to) => to.includes(`-${guest.userId}@`)))).toEqual([]);
  });

  it("replies on WhatsApp when the ticket has a phone number, and keeps the reply when delivery fails", async () => {
    useWhatsApp();
    const staff = await staffMember();
    const member = await newGuest();
    await pagePost(member.cookie, { intent: FILE_TICKET_INTENT, subject: "Call", message: "Help", phoneNumber: "+44 7700 900555" });
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId: member.userId } });
    await staffPost(staff.cookie, ticket.id, { intent: STAFF_REPLY_INTENT, message: "On it." });
    expect(whatsapp.requests.at(-1)).toMatchObject({ to: "447700900555" });
    expect(whatsapp.requests.at(-1)?.text).toContain("On it.");

    whatsapp.setFailing(true);
    const failed = await staffPost(staff.cookie, ticket.id, { intent: STAFF_REPLY_INTENT, message: "Still here." });
    expect(failed.status).toBe(302);
    expect(await db.supportMessage.count({ where: { ticketId: ticket.id, author: "staff" } })).toBe(2);
  });

  it("refuses a blank reply", async () => {
    const staff = await staffMember();
    const member = await newGuest();
    await pagePost(member.cookie, { intent: FILE_TICKET_INTENT, subject: "Blank", message: "Hello" });
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId: member.userId } });
    const blank = await staffPost(staff.cookie, ticket.id, { intent: STAFF_REPLY_INTENT, message: " " });
    expect(blank.status).toBe(400);
    expect(await db.supportMessage.count({ where: { ticketId: ticket.id, author: "staff" } })).toBe(0);
  });

  it("is granted and revoked only from the command line (npm run staff:grant)", async () => {
    const { userId } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { email: `cli-${userId}@example.com` } });
    // node --import tsx rather than npx tsx: no npm start-up, which takes seconds while other test files run beside it
    const run = promisify(execFile);
    const grant = await run(process.execPath, ["--import", "tsx", "scripts/staff.ts", "grant", `cli-${userId}@example.com`], {
      env: { ...process.env },
    });
    expect(grant.stdout).toContain(`User #${userId}`);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).role).toBe("staff");
    await run(process.execPath, ["--import", "tsx", "scripts/staff.ts", "revoke", String(userId)], { env: { ...process.env } });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).role).toBe("member");
    await expect(
      run(process.execPath, ["--import", "tsx", "scripts/staff.ts", "grant", "nobody@example.com"], { env: { ...process.env } }),
    ).rejects.toThrow();
  }, 30_000);

  it("has no self-service path: the profile door does not write the role", async () => {
    const { userId, cookie } = await newGuest();
    const res = await respond(() =>
      putUser({
        ...args(request(`/api/user/${userId}`, { method: "PUT", cookie, json: { role: "staff", age: 30 } }), { userId: String(userId) }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, age: true } })).toEqual({
      role: "member",
      age: 30,
    });
    expect((await respond(() => inboxLoader(args(request("/support/inbox", { cookie }))))).status).toBe(404);
  });
});
