import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { MessengerError, messengerHealth, messengerSetup, sendMessage } from "~/modules/messenger/messenger.server";
import { OUTBOX_RETENTION_DAYS } from "~/modules/messenger/outbox.server";
import { cleanUp } from "~/modules/throttle/cleanup.server";
import { startSmtpStandin, type SmtpStandin } from "../standins/smtp";
import { startWhatsAppStandin, type WhatsAppStandin } from "../standins/whatsapp";

const saved = {
  SMTP_URL: env.SMTP_URL,
  WHATSAPP_TOKEN: env.WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_API_BASE: env.WHATSAPP_API_BASE,
  MESSAGE_TIMEOUT_MS: env.MESSAGE_TIMEOUT_MS,
};
let smtp: SmtpStandin;
let whatsapp: WhatsAppStandin;

beforeAll(async () => {
  [smtp, whatsapp] = await Promise.all([startSmtpStandin(), startWhatsAppStandin()]);
});
afterEach(() => {
  Object.assign(env, saved);
  smtp.setRefusing(false);
  whatsapp.setFailing(false);
});
afterAll(async () => {
  await Promise.all([smtp.close(), whatsapp.close()]);
});

const useSmtp = () => Object.assign(env, { SMTP_URL: smtp.url });
const useWhatsApp = () =>
  Object.assign(env, { WHATSAPP_TOKEN: "standin-token", WHATSAPP_PHONE_NUMBER_ID: "1055501", WHATSAPP_API_BASE: whatsapp.url });

const email = (to: string) =>
  ({ channel: "email", to, subject: "Your Fitplate code", text: "Your code is 123456.", purpose: "sign-in-code" }) as const;

describe("the messenger", () => {
  it("keeps messages in the outbox when no service is configured", async () => {
    expect(messengerSetup()).toEqual({ email: "outbox", whatsapp: "outbox" });
    const delivery = await sendMessage(email("outbox@example.com"));
    expect(delivery.transport).toBe("outbox");
    const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: Number(delivery.id) } });
    expect(row).toMatchObject({
      channel: "email",
      to: "outbox@example.com",
      subject: "Your Fitplate code",
      body: "Your code is 123456.",
      purpose: "sign-in-code",
    });
  });

  it("sends e-mail through SMTP when SMTP_URL is set, and keeps nothing in the outbox", async () => {
    useSmtp();
    const before = await db.outboxMessage.count();
    const delivery = await sendMessage(email("member@example.com"));
    expect(delivery.transport).toBe("smtp");
    const mail = await smtp.waitForMail("member@example.com");
    expect(mail).toMatchObject({ subject: "Your Fitplate code", text: "Your code is 123456.", from: "no-reply@fitplate.local" });
    expect(await db.outboxMessage.count()).toBe(before);
  });

  it("reports an SMTP refusal as a MessengerError", async () => {
    useSmtp();
    smtp.setRefusing(true);
    await expect(sendMessage(email("refused@example.com"))).rejects.toBeInstanceOf(MessengerError);
  });

  it("gives up on a mail server that never answers after MESSAGE_TIMEOUT_MS", async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      Object.assign(env, { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, MESSAGE_TIMEOUT_MS: 500 });
      const started = Date.now();
      await expect(sendMessage(email("slow@example.com"))).rejects.toBeInstanceOf(MessengerError);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("sends WhatsApp texts through the Cloud API with the number in international form", async () => {
    useWhatsApp();
    const delivery = await sendMessage({
      channel: "whatsapp",
      to: "+44 7700 900123",
      text: "Hello from Fitplate",
      purpose: "whatsapp-test",
    });
    expect(delivery).toMatchObject({ transport: "whatsapp" });
    expect(delivery.id).toMatch(/^wamid\./);
    expect(whatsapp.requests.at(-1)).toEqual({
      phoneNumberId: "1055501",
      token: "standin-token",
      to: "447700900123",
      text: "Hello from Fitplate",
    });
  });

  it("reports a WhatsApp failure as a MessengerError", async () => {
    useWhatsApp();
    whatsapp.setFailing(true);
    await expect(sendMessage({ channel: "whatsapp", to: "+447700900123", text: "Hi", purpose: "whatsapp-test" })).rejects.toBeInstanceOf(
      MessengerError,
    );
  });

  it("refuses a malformed message before anything is kept or sent", async () => {
    const before = await db.outboxMessage.count();
    await expect(sendMessage({ channel: "whatsapp", to: "call me", text: "Hi", purpose: "whatsapp-test" })).rejects.toThrow();
    expect(await db.outboxMessage.count()).toBe(before);
  });

  it("tells the status panel whether each service answers", async () => {
    expect(await messengerHealth(1000)).toEqual({ email: { transport: "outbox", ok: true }, whatsapp: { transport: "outbox", ok: true } });
    useSmtp();
    useWhatsApp();
    expect(await messengerHealth(1000)).toEqual({ email: { transport: "smtp", ok: true }, whatsapp: { transport: "whatsapp", ok: true } });
    whatsapp.setFailing(true);
    Object.assign(env, { SMTP_URL: "smtp://127.0.0.1:9" });
    expect(await messengerHealth(1000)).toEqual({
      email: { transport: "smtp", ok: false },
      whatsapp: { transport: "whatsapp", ok: false },
    });
  });

  it("deletes outbox messages older than the retention period", async () => {
    const old = await db.outboxMessage.create({
      data: {
        channel: "email",
        to: "old@example.com",
        subject: "Old",
        body: "Old code",
        purpose: "sign-in-code",
        createdAt: new Date(Date.now() - (OUTBOX_RETENTION_DAYS + 1) * 86_400_000),
      },
    });
    const fresh = await sendMessage(email("fresh@example.com"));
    const counts = await cleanUp();
    expect(counts.outboxMessages).toBeGreaterThanOrEqual(1);
    expect(await db.outboxMessage.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.outboxMessage.findUnique({ where: { id: Number(fresh.id) } })).not.toBeNull();
  });
});
