// A local stand-in for the WhatsApp Cloud API: POST /{phoneNumberId}/messages on 127.0.0.1 with a
// Bearer token answers like Meta's API and keeps what it received. Tests start it in-process; by
// hand: `npm run standin:whatsapp` (PORT=4020 by default), then WHATSAPP_API_BASE=http://127.0.0.1:4020
// with any WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type WhatsAppRequest = { phoneNumberId: string; token: string; to: string; text: string };
export type WhatsAppStandin = {
  /** for WHATSAPP_API_BASE */
  url: string;
  requests: WhatsAppRequest[];
  /** answer (default) or fail every message with a 500 */
  setFailing(failing: boolean): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startWhatsAppStandin({ port = 0 }: { port?: number } = {}): Promise<WhatsAppStandin> {
  const requests: WhatsAppRequest[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      const path = /^\/(\d+)\/messages$/.exec(request.url ?? "");
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const phoneNumber = /^\/(\d+)$/.exec(request.url ?? "");
      if (!token) return send(401, { error: { message: "Missing access token", code: 190 } });
      if (request.method === "GET" && phoneNumber) {
        return failing
          ? send(500, { error: { message: "stand-in told to fail", code: 1 } })
          : send(200, { id: phoneNumber[1] ?? "", display_phone_number: "+1 555 0100" });
      }
      if (request.method !== "POST" || !path) return send(404, { error: { message: "Unknown path", code: 100 } });
      const parsed = JSON.parse(body || "{}") as { messaging_product?: string; to?: string; text?: { body?: string } };
      if (parsed.messaging_product !== "whatsapp" || !parsed.to || !parsed.text?.body) {
        return send(400, { error: { message: "Invalid parameter", code: 100 } });
      }
      requests.push({ phoneNumberId: path[1] ?? "", token, to: parsed.to, text: parsed.text.body });
      if (failing) return send(500, { error: { message: "stand-in told to fail", code: 1 } });
      send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: parsed.to, wa_id: parsed.to }],
        messages: [{ id: `wamid.standin-${requests.length}` }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    setFailing(next) {
      failing = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startWhatsAppStandin({ port: Number(process.env.PORT ?? 4020) });
  console.log(`WhatsApp stand-in on ${standin.url} (WHATSAPP_API_BASE=${standin.url}, any WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID)`);
  let shown = 0;
  setInterval(() => {
    for (const sent of standin.requests.slice(shown)) console.log(`\n--- WhatsApp to +${sent.to}\n${sent.text}`);
    shown = standin.requests.length;
  }, 500);
}
