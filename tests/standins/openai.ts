// A local OpenAI-compatible stand-in: POST /v1/chat/completions on 127.0.0.1 answers a canned
// reply that depends on the request. Tests start it in-process; by hand: `npm run standin:openai`
// (PORT=4010 by default), then OPENAI_API_KEY=standin OPENAI_BASE_URL=http://127.0.0.1:4010/v1.
// A chat request gets a text answer (standinAnswer); a request with a photo (the meal scanner) gets
// a structured JSON answer chosen by the photo's color (visionAnswer), so a test picks the answer
// with the image it uploads, through any downscaling; the meal planner's question gets dish names
// (mealNamesAnswer).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import sharp from "sharp";

/** answer (default); fail with a 500; never answer; answer a photo with text that is not JSON; answer a chat with 1 MB of text */
export type StandinMode = "answer" | "fail" | "hang" | "invalid" | "verbose";
type ContentPart = { type: string; text?: string; image_url?: { url: string } };
type Message = { role: string; content: string | ContentPart[] };

export type OpenAiStandin = {
  /** the base URL for the SDK, ending in /v1 */
  url: string;
  /** every chat request received, in order */
  requests: { model: string; messages: Message[] }[];
  /** answer (default), fail with a 500, never answer, answer a photo with text that is not JSON, or a chat with 1 MB */
  setMode(mode: StandinMode): void;
  close(): Promise<void>;
};

/** The canned answer: names the question and whether our help text was sent. */
export function standinAnswer(messages: Message[]): string {
  const last = messages.filter((message) => message.role === "user").at(-1)?.content ?? "";
  const question = typeof last === "string" ? last : "";
  const grounded = messages.some(
    (message) => message.role === "system" && typeof message.content === "string" && message.content.includes("Fitplate"),
  );
  return `Stand-in answer${grounded ? " (with Fitplate help)" : ""} to: ${question.slice(0, 80)}`;
}

/** The photo of a vision request (a data URL in an image_url part), if any. */
function photoOf(messages: Message[]): string | null {
  for (const message of messages) {
    if (typeof message.content === "string") continue;
    const part = message.content.find((item) => item.type === "image_url" && item.image_url?.url);
    if (part) return part.image_url!.url;
  }
  return null;
}

type Food = { name: string; grams: number; calories: number; protein: number; carbs: number; fat: number; confidence: number };

/** A plate of three catalogue foods and one the catalogue lacks. */
export const STANDIN_PLATE: Food[] = [
  { name: "Grilled chicken breast", grams: 150, calories: 248, protein: 46.5, carbs: 0, fat: 5.4, confidence: 0.95 },
  { name: "White rice", grams: 200, calories: 260, protein: 5.4, carbs: 56.4, fat: 0.6, confidence: 0.92 },
  { name: "Steamed broccoli", grams: 100, calories: 35, protein: 2.4, carbs: 7.2, fat: 0.4, confidence: 0.85 },
  { name: "Dragon fruit", grams: 80, calories: 48, protein: 0.9, carbs: 10.4, fat: 0.3, confidence: 0.7 },
];
/** Foods the catalogue has no match for: every figure stays the model's estimate. */
export const STANDIN_UNKNOWN: Food[] = [
  { name: "Dragon fruit smoothie bowl", grams: 300, calories: 330, protein: 9, carbs: 60, fat: 6, confidence: 0.75 },
  { name: "Zzyzx mystery stew", grams: 250, calories: 400, protein: 20, carbs: 30, fat: 22, confidence: 0.6 },
];

/**
 * The scanner's answer for a photo, by its mean color: mostly red → JSON that breaks the schema;
 * mostly blue → foods the catalogue lacks; nearly black → no food; anything else → STANDIN_PLATE.
 */
export async function visionAnswer(photo: string): Promise<string> {
  const bytes = Buffer.from(photo.slice(photo.indexOf(",") + 1), "base64");
  const { channels } = await sharp(bytes).stats();
  const [r, g, b] = channels.map((channel) => channel.mean) as [number, number, number];
  if (r > g + 60 && r > b + 60) return JSON.stringify({ foods: [{ name: "", grams: -5 }], analysis: 42 });
  if (b > r + 60 && b > g + 60) return JSON.stringify({ foods: STANDIN_UNKNOWN, analysis: "A smoothie bowl and a stew." });
  if (r + g + b < 60) return JSON.stringify({ foods: [], analysis: "There is no food in this photo." });
  return JSON.stringify({ foods: STANDIN_PLATE, analysis: "Grilled chicken with rice, broccoli and dragon fruit." });
}

type PlannedMealQuestion = { day: number; meal: number; slot: string; foods: string[] };

/**
 * The meal planner's dish names (a "meal_names" structured answer): each meal named from its foods
 * with a one-line method; day 1's first method carries a figure, which the planner must drop.
 */
export function mealNamesAnswer(messages: Message[]): string {
  const input = messages.filter((message) => message.role === "user").at(-1)?.content;
  const meals = JSON.parse(typeof input === "string" ? input : "[]") as PlannedMealQuestion[];
  return JSON.stringify({
    meals: meals.map(({ day, meal, slot, foods }) => ({
      day,
      meal,
      name: `Stand-in ${slot}: ${foods.join(", ")}`,
      method: day === 1 && meal === 1 ? "Serve 350 kcal of it." : `Prepare the ${foods.join(" and ")} and serve.`,
    })),
  });
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
      if (request.method === "GET" && request.url === "/v1/models") {
        // what a readiness check (Playwright's webServer) asks
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ object: "list", data: [{ id: "standin" }] }));
        return;
      }
      // Control endpoints, for a stand-in shared by many tests (started once per run): forget the
      // requests and answer again (POST /__control/reset), or switch the mode (POST /__control/mode
      // {"mode": "fail" | "hang" | "invalid" | "verbose" | "answer"}).
      if (request.method === "POST" && request.url === "/__control/reset") {
        requests.length = 0;
        mode = "answer";
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ reset: true }));
        return;
      }
      if (request.method === "POST" && request.url === "/__control/mode") {
        const next = (JSON.parse(body || "{}") as { mode?: StandinMode }).mode;
        if (!next || !["answer", "fail", "hang", "invalid", "verbose"].includes(next)) {
          response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "unknown mode" } }));
          return;
        }
        mode = next;
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ mode }));
        return;
      }
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const parsed = JSON.parse(body || "{}") as {
        model?: string;
        messages?: Message[];
        response_format?: { json_schema?: { name?: string } };
      };
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
      const photo = photoOf(messages);
      let content: string;
      if (parsed.response_format?.json_schema?.name === "meal_names")
        content = mode === "invalid" ? "Here are some lovely names for your meals." : mealNamesAnswer(messages);
      else if (photo === null)
        content = mode === "verbose" ? `${standinAnswer(messages)} ${"Lorem ipsum. ".repeat(80_000)}` : standinAnswer(messages);
      else if (mode === "invalid") content = "It looks like a salad, I think.";
      else {
        try {
          content = await visionAnswer(photo);
        } catch {
          response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "unreadable image" } }));
          return;
        }
      }
      response.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-standin-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: parsed.model ?? "standin",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
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
