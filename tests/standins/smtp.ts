// A local SMTP stand-in (the `smtp-server` package) on 127.0.0.1: accepts every message, any or
// no credentials, and keeps what it received. Tests start it in-process; by hand:
// `npm run standin:smtp` (PORT=2525 by default), then SMTP_URL=smtp://127.0.0.1:2525.
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };

export type SmtpStandin = {
  /** for SMTP_URL */
  url: string;
  /** every message received, in order */
  mails: ReceivedMail[];
  /** refuse the next messages with a 550 (true) or accept them again (false) */
  setRefusing(refusing: boolean): void;
  /** accept each message only this many milliseconds after it arrives (a slow mail server; 0: at once) */
  setDelay(ms: number): void;
  /** the newest mail to this address, waiting up to timeoutMs for it */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The headers and plain-text body of a simple (non-multipart) message, as nodemailer writes it. */
export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  let text = body;
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  if (encoding === "base64") text = Buffer.from(body, "base64").toString("utf8");
  const subject = header("Subject").replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, " ")));
  return { from, to, subject, text: text.replace(/\r\n/g, "\n").trim(), raw };
}

export async function startSmtpStandin({ port = 0 }: { port?: number } = {}): Promise<SmtpStandin> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "standin" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (refusing) return callback(Object.assign(new Error("stand-in told to refuse"), { responseCode: 550 }));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            from,
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.server.address() as AddressInfo;
  const newest = (to: string) => [...mails].reverse().find((mail) => mail.to.includes(to.toLowerCase()) || mail.to.includes(to));
  return {
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    setRefusing(next) {
      refusing = next;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    waitForMail(to, timeoutMs = 5000) {
      const found = newest(to);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const mail = newest(to);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startSmtpStandin({ port: Number(process.env.PORT ?? 2525) });
  console.log(`SMTP stand-in on ${standin.url} (SMTP_URL=${standin.url}); received mail is printed here.`);
  let shown = 0;
  setInterval(() => {
    for (const mail of standin.mails.slice(shown)) console.log(`\n--- to ${mail.to.join(", ")}: ${mail.subject}\n${mail.text}`);
    shown = standin.mails.length;
  }, 500);
}
