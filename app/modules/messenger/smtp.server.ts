import nodemailer from "nodemailer";
import type { Delivery, ValidMessage } from "./message";
import { MessengerError, type Transport } from "./transport";

type SmtpSettings = { url: string; from: string; timeoutMs: number };

type EmailMessage = Extract<ValidMessage, { channel: "email" }>;

/** E-mail through any SMTP server (nodemailer), e.g. smtp://user:pass@host:587. */
export function createSmtpTransport({ url, from, timeoutMs }: SmtpSettings): Transport<EmailMessage> {
  // nodemailer reads transport options from the URL's query string.
  const withTimeouts = new URL(url);
  for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) withTimeouts.searchParams.set(option, String(timeoutMs));
  const mailer = nodemailer.createTransport(withTimeouts.toString());
  return {
    transport: "smtp",
    async send(message: EmailMessage): Promise<Delivery> {
      try {
        const info = await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        return { transport: "smtp", id: info.messageId };
      } catch (error) {
        throw new MessengerError("The e-mail server did not accept the message.", { cause: error });
      }
    },
    async probe() {
      await mailer.verify();
    },
  };
}
