// A local OpenAI-compatible stand-in: POST /v1/chat/completions on 127.0.0.1 answers a canned
// reply that depends on the request. Tests start it in-process; by hand: `npm run standin:openai`
// (PORT=4010 by default), then OPENAI_API_KEY=standin OPENAI_BASE_URL=http://127.0.0.1:4010/v1.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type StandinMode = "answer" | "fail" | "hang";
type Message = { role: string; content: string };

export type OpenAiStandin = {
  /** the base URL for the SDK, ending in /v1 */
  url: string;
  /** every chat request received, in order */
  requests: { model: string; messages: Message[] }[];
  /** answer (default), fail with a 500, or never answer */
  setMode(mode: StandinMode): void;
  close(): Promise<void>;
};

/** The canned answer: names the question and whether our help text was sent. */
export function standinAnswer(messages: Message[]): string {
  const question = messages.filter((message) => message.role === "user").at(-1)?.content ?? "";
  const grounded = messages.some((message) => message.role === "system" && message.content.includes("Fitplate"));
  return `Stand-in answer${grounded ? " (with Fitplate help)" : ""} to: ${question.slice(0, 80)}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startOpenAiStandin({ port = 0 }: { port?: number } = {}): Promise<OpenAiStandin> {
  let mode: StandinMode = "answer";
  const requests: OpenAiStandin["requests"] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const parsed = JSON.parse(body || "{}") as { model?: string; messages?: Message[] };
      const messages = parsed.messages ?? [];
      requests.push({ model: parsed.model ?? "", messages });
      if (mode === "fail") {
        response
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { message: "stand-in told to fail" } }));
        return;
      }
      if (mode === "hang") {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-standin-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: parsed.model ?? "standin",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: standinAnswer(messages) } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/v1`,
    requests,
    setMode(next) {
      mode = next;
    },
    close() {
      for (const end of hanging) end();
      hanging.clear();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startOpenAiStandin({ port: Number(process.env.PORT ?? 4010) });
  console.log(`OpenAI stand-in on ${standin.url} (OPENAI_API_KEY=standin OPENAI_BASE_URL=${standin.url})`);
}
