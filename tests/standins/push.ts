// A local Web Push service stand-in on 127.0.0.1 (real HTTP): it checks each message's VAPID JWT
// (ES256, signed by the key in the `Authorization: vapid t=…, k=…` header, for this origin, not
// expired) and decrypts its aes128gcm body (RFC 8291) with the subscription's private key, so a
// test reads what the member's browser would show. Tests start it in-process; by hand:
// `npm run standin:push` (PORT=4040 by default). A switch makes it fail (500) or answer 410 Gone.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type PushMode = "accept" | "fail" | "gone";
export type ReceivedPush = { endpoint: string; subject: string; payload: string };
export type PushStandin = {
  url: string;
  /** a new browser subscription here: what PushManager.subscribe() would hand the page */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  setMode(mode: PushMode): void;
  close(): Promise<void>;
};

const b64 = (text: string) => Buffer.from(text, "base64url");

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The VAPID claims' `sub` when the JWT verifies against key `k` for `origin` and has not expired, else throws. */
export function verifyVapid(authorization: string, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error("no vapid authorization");
  const [header, claims, signature] = match[1]!.split(".") as [string, string, string];
  const point = b64(match[2]!);
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, b64(signature));
  if (!signed) throw new Error("bad VAPID signature");
  const body = JSON.parse(b64(claims).toString("utf8")) as { aud: string; exp: number; sub: string };
  if (body.aud !== origin) throw new Error(`VAPID aud ${body.aud} is not ${origin}`);
  if (body.exp * 1000 < Date.now()) throw new Error("VAPID token expired");
  return body.sub;
}

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the subscription's private key and auth secret. */
export function decryptPush(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startPushStandin({ port = 0 }: { port?: number } = {}): Promise<PushStandin> {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, { receiver: ReturnType<typeof createECDH>; auth: Buffer }>();
  let mode: PushMode = "accept";
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      if (request.method !== "POST" || !subscription) return response.writeHead(404).end();
      if (mode === "gone") return response.writeHead(410).end("subscription expired");
      if (mode === "fail") return response.writeHead(500).end("stand-in told to fail");
      if (request.headers["content-encoding"] !== "aes128gcm") return response.writeHead(400).end("aes128gcm only");
      try {
        const subject = verifyVapid(request.headers.authorization ?? "", url);
        const payload = decryptPush(body, subscription.receiver, subscription.auth);
        received.push({ endpoint: `${url}/push/${id}`, subject, payload });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(403).end(error instanceof Error ? error.message : "refused");
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    subscribe() {
      const receiver = createECDH("prime256v1");
      receiver.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(9).toString("base64url");
      subscriptions.set(id, { receiver, auth });
      return {
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: receiver.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    setMode(next) {
      mode = next;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startPushStandin({ port: Number(process.env.PORT ?? 4040) });
  console.log(`Push stand-in on ${standin.url}; a subscription: ${JSON.stringify(standin.subscribe())}`);
  let shown = 0;
  setInterval(() => {
    for (const push of standin.received.slice(shown)) console.log(`\n--- ${push.endpoint} (${push.subject})\n${push.payload}`);
    shown = standin.received.length;
  }, 500);
}
