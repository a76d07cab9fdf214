import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import type { FormReply } from "~/shared/form-reply";
import { refreshServiceStatus } from "~/modules/support/status.server";
import { MAX_REPLY_CHARS } from "~/modules/support/support.server";
import { SUPPORT_CHAT_INTENT } from "~/modules/support/ticket-fields";
import { aiClient } from "~/modules/ai/ai.server";
import { action as ticketAction } from "~/routes/api.support.ticket";
import { action as supportAction, loader as supportLoader } from "~/routes/support";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";
import { startOpenAiStandin, type OpenAiStandin } from "../standins/openai";

const args = (req: Request) => ({ request: req, params: {}, context: {} });

async function send(cookie: string, message: string) {
  const req = new Request(`${ORIGIN}/support`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: SUPPORT_CHAT_INTENT, message }),
  });
  const result = await supportAction(args(req));
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), reply: null };
  const wrapped = result as unknown as { data: FormReply; init: { status: number } };
  return { status: wrapped.init.status, location: null, reply: wrapped.data };
}

async function page(cookie: string) {
  await refreshServiceStatus(aiClient()); // the panel shows the last background round: run one now
  return (await supportLoader(args(request("/support", { cookie })))) as Awaited<ReturnType<typeof supportLoader>>;
}

const postTicket = (cookie: string, json: unknown) =>
  respond(() => ticketAction(args(request("/api/support/ticket", { method: "POST", cookie, json }))));

const tickets = (userId: number) => db.supportTicket.count({ where: { userId } });

let standin: OpenAiStandin;
const saved = { key: env.OPENAI_API_KEY, url: env.OPENAI_BASE_URL, timeout: env.OPENAI_TIMEOUT_MS };

beforeAll(async () => {
  standin = await startOpenAiStandin();
});
afterAll(async () => {
  Object.assign(env, { OPENAI_API_KEY: saved.key, OPENAI_BASE_URL: saved.url, OPENAI_TIMEOUT_MS: saved.timeout });
  await standin.close();
});
beforeEach(() => {
  standin.setMode("answer");
  Object.assign(env, { OPENAI_API_KEY: "standin", OPENAI_BASE_URL: standin.url, OPENAI_TIMEOUT_MS: 2000 });
});

describe("the /support chat", () => {
  it("files one ticket per message and shows the model's reply, grounded in our help text", async () => {
    const { userId, cookie } = await newGuest();
    const sent = await send(cookie, "  How do I log a banana?  ");
    expect(sent).toMatchObject({ status: 302, location: "/support#conversation" });
    expect(await tickets(userId)).toBe(1);
    const { conversation, status } = await page(cookie);
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId } });
    expect(ticket).toMatchObject({
      subject: "How do I log a banana?",
      message: "How do I log a banana?",
      category: "general",
      status: "open",
    });
    expect(conversation.map((entry) => [entry.author, entry.body, entry.ticketId])).toEqual([
      ["member", "How do I log a banana?", ticket.id],
      ["assistant", "Stand-in answer (with Fitplate help) to: How do I log a banana?", ticket.id],
    ]);
    expect(status.find((service) => service.service === "AI assistant")).toMatchObject({ state: "up", detail: "Answering" });
    expect(status.find((service) => service.service === "Database")).toMatchObject({ state: "up" });

    // the second message sees the first exchange as context, and is its own ticket
    await send(cookie, "Thanks!");
    expect(await tickets(userId)).toBe(2);
    const last = standin.requests.at(-1)!;
    expect(last.messages.map((message) => message.role)).toEqual(["system", "system", "user", "assistant", "user"]);
    // the member's context: plan, time zone, today's calories against the goal, and nothing more
    expect(last.messages[1]?.content).toMatch(
      /^About this member: Free plan; time zone UTC; today \(\d{4}-\d{2}-\d{2}\) 0 of 2000 kcal logged\.$/,
    );
    expect((await page(cookie)).conversation.at(-1)?.body).toContain("to: Thanks!");
  });

  it("answers with an honest acknowledgement and still files exactly one ticket when the model is down", async () => {
    const { userId, cookie } = await newGuest();
    standin.setMode("fail");
    expect((await send(cookie, "The diary shows nothing")).status).toBe(302);
    expect(await tickets(userId)).toBe(1);
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId } });
    const { conversation, status } = await page(cookie);
    expect(conversation.at(-1)).toMatchObject({ author: "system", ticketId: ticket.id });
    expect(conversation.at(-1)?.body).toContain(`ticket #${ticket.id}`);
    expect(conversation.at(-1)?.body).toContain("usually within 24 hours");
    expect(status.find((service) => service.service === "AI assistant")).toMatchObject({ state: "down" });

    standin.setMode("hang");
    expect((await send(cookie, "Still nothing")).status).toBe(302);
    expect(await tickets(userId)).toBe(2);
    expect((await page(cookie)).conversation.at(-1)?.author).toBe("system");
  }, 20_000);

  it(`keeps at most ${MAX_REPLY_CHARS} characters of a model's reply that ignores its token limit`, async () => {
    const { userId, cookie } = await newGuest();
    standin.setMode("verbose"); // 1 MB of text
    expect((await send(cookie, "Tell me everything")).status).toBe(302);
    expect(await tickets(userId)).toBe(1);
    const reply = await db.supportMessage.findFirstOrThrow({ where: { ticket: { userId }, author: "assistant" } });
    expect(reply.body.length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(reply.body).toMatch(/^Stand-in answer \(with Fitplate help\) to: Tell me everything Lorem ipsum\..*…$/s);
  });

  it("reports the AI assistant down when the model's server is stopped, and still files the ticket", async () => {
    const stopped = await startOpenAiStandin();
    await stopped.close();
    Object.assign(env, { OPENAI_BASE_URL: stopped.url });
    const { userId, cookie } = await newGuest();
    expect((await send(cookie, "Anyone there?")).status).toBe(302);
    expect(await tickets(userId)).toBe(1);
    const { conversation, status } = await page(cookie);
    expect(conversation.at(-1)?.author).toBe("system");
    expect(status.find((service) => service.service === "AI assistant")?.state).toBe("down");
  });

  it("without a model configured: an acknowledgement, no request to any model, and the status says so", async () => {
    Object.assign(env, { OPENAI_API_KEY: undefined });
    const before = standin.requests.length;
    const { userId, cookie } = await newGuest();
    await send(cookie, "Hello");
    expect(await tickets(userId)).toBe(1);
    const { conversation, status } = await page(cookie);
    expect(conversation.at(-1)?.author).toBe("system");
    expect(status.find((service) => service.service === "AI assistant")?.state).toBe("not-configured");
    expect(standin.requests.length).toBe(before);
  });

  it("refuses a blank or oversized message with a 400 and files no ticket", async () => {
    const { userId, cookie } = await newGuest();
    const blank = await send(cookie, " \n\t ");
    expect(blank.status).toBe(400);
    expect(blank.reply?.result.error?.message).toEqual(["Message Required: Please describe your issue or question."]);
    expect((await send(cookie, "x".repeat(2001))).status).toBe(400);
    expect(await tickets(userId)).toBe(0);
  });

  it("files a chat message with an emoji across the subject's cut, the emoji whole", async () => {
    const { userId, cookie } = await newGuest();
    const line = `${"あ".repeat(118)}👨‍👩‍👧‍👦 家族`;
    expect((await send(cookie, line)).status).toBe(302);
    const ticket = await db.supportTicket.findFirstOrThrow({ where: { userId } });
    expect(ticket.subject).toBe(`${"あ".repeat(118)}👨‍👩‍👧‍👦…`);
    expect(ticket.message).toBe(line);
  });

  it("shows a member only their own conversation", async () => {
    const me = await newGuest();
    const other = await newGuest();
    await send(other.cookie, "Private question about my weight");
    await send(me.cookie, "My question");
    const mine = (await page(me.cookie)).conversation;
    expect(mine.every((entry) => !entry.body.includes("Private question"))).toBe(true);
    expect(mine.filter((entry) => entry.author === "member").map((entry) => entry.body)).toEqual(["My question"]);
  });
});

describe("POST /api/support/ticket", () => {
  it("files a ticket → 201 { ticket: { id, … } } with the reply", async () => {
    const { userId, cookie } = await newGuest();
    const response = await postTicket(cookie, {
      userId,
      subject: " Billing ",
      message: "Charged twice",
      category: "billing",
      phoneNumber: "+44 20 7946 0000",
      email: "sam@example.com",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ticket: { id: number }; reply: { author: string } };
    expect(body.ticket).toMatchObject({ subject: "Billing", category: "billing", phoneNumber: "+44 20 7946 0000", status: "open" });
    expect(body.reply.author).toBe("assistant");
    expect(await db.supportTicket.findUniqueOrThrow({ where: { id: body.ticket.id } })).toMatchObject({ userId });
  });

  it("refuses bad input, another member's userId and strangers, filing nothing", async () => {
    const { userId, cookie } = await newGuest();
    const other = await newGuest();
    const blank = await postTicket(cookie, { subject: "Help", message: "   " });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toContain("Please describe your issue or question.");
    expect((await postTicket(cookie, { subject: "Help", message: "x".repeat(2001) })).status).toBe(400);
    expect((await postTicket(cookie, { subject: "Help", message: "Hi", category: "refunds" })).status).toBe(400);
    expect((await postTicket(cookie, { subject: "Help", message: "Hi", email: "nope" })).status).toBe(400);
    expect((await postTicket(cookie, { userId: other.userId, subject: "Help", message: "Hi" })).status).toBe(403);
    expect((await postTicket("", { subject: "Help", message: "Hi" })).status).toBe(401);
    expect(await tickets(userId)).toBe(0);
    expect(await tickets(other.userId)).toBe(0);
  });

  it("files a Japanese message whose first line has an emoji across the subject's cut (119th/120th UTF-16 unit) → 201, cut by grapheme", async () => {
    const { userId, cookie } = await newGuest();
    const line = `${"日本語のメッセージです".repeat(12).slice(0, 118)}😀の続きがあります。`;
    expect(line.codePointAt(118)).toBe(0x1f600); // the emoji's two halves are units 119 and 120
    const response = await postTicket(cookie, { message: `${line}\n二行目` });
    expect(response.status).toBe(201);
    const { ticket } = (await response.json()) as { ticket: { id: number; subject: string } };
    expect(ticket.subject).toBe(`${line.slice(0, 118)}😀…`);
    expect(await db.supportTicket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ userId, subject: ticket.subject });
  });

  it("replays a retry with the same Idempotency-Key instead of filing a second ticket", async () => {
    const { userId, cookie } = await newGuest();
    const post = () => {
      const req = request("/api/support/ticket", { method: "POST", cookie, json: { subject: "Once", message: "Only once" } });
      req.headers.set("Idempotency-Key", "support-once-1");
      return respond(() => ticketAction(args(req)));
    };
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await tickets(userId)).toBe(1);
  });
});
