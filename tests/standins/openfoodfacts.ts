// A local Open Food Facts stand-in: GET /api/v2/product/{code}.json on 127.0.0.1 answers a few
// canned products the way the real product API does. Tests start it once per run
// (tests/setup/global-standins.ts); by hand: `npm run standin:openfoodfacts` (PORT=4030 by default),
// then OPENFOODFACTS_API_URL=http://127.0.0.1:4030.
// Control endpoints, for a stand-in shared by many tests: POST /__control/mode {"mode": "answer" |
// "fail" (a 500) | "hang" (never answers)}, POST /__control/reset (answer again, forget the
// requests), GET /__control/requests (every product request: its path and User-Agent).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type OpenFoodFactsMode = "answer" | "fail" | "hang";
const MODES: OpenFoodFactsMode[] = ["answer", "fail", "hang"];

/** Products the stand-in knows, by barcode (real check digits). */
export const STANDIN_PRODUCTS: Record<string, unknown> = {
  // a hazelnut spread with a serving size
  "3017620422003": {
    product_name: "Nutella",
    brands: "Ferrero",
    serving_size: "15 g",
    serving_quantity: 15,
    nutriments: {
      "energy-kcal_100g": 539,
      proteins_100g: 6.3,
      carbohydrates_100g: 57.5,
      fat_100g: 30.9,
      sugars_100g: 56.3,
      sodium_100g: 0.0428,
    },
  },
  // a chocolate bar with numbers as text and no serving
  "7613035974685": {
    product_name: "Dark chocolate 70 %",
    brands: "Stand-in Chocolatiers, Other brand",
    nutriments: { "energy-kcal_100g": "580", proteins_100g: "9.5", carbohydrates_100g: "34", fat_100g: "42" },
  },
};
/** A product Open Food Facts knows without its energy: the member adds it from the label. */
export const STANDIN_NO_ENERGY = "5449000000996";
STANDIN_PRODUCTS[STANDIN_NO_ENERGY] = { product_name: "Cola", brands: "Stand-in Drinks", nutriments: { proteins_100g: 0 } };

export type OpenFoodFactsStandin = {
  url: string;
  requests: { path: string; userAgent: string }[];
  setMode(mode: OpenFoodFactsMode): void;
  close(): Promise<void>;
};

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startOpenFoodFactsStandin({ port = 0 }: { port?: number } = {}): Promise<OpenFoodFactsStandin> {
  let mode: OpenFoodFactsMode = "answer";
  const requests: OpenFoodFactsStandin["requests"] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = (request.url ?? "/").split("?")[0]!;
      if (request.method === "POST" && path === "/__control/reset") {
        requests.length = 0;
        mode = "answer";
        return send(response, 200, { reset: true });
      }
      if (request.method === "POST" && path === "/__control/mode") {
        const next = (JSON.parse(body || "{}") as { mode?: OpenFoodFactsMode }).mode;
        if (!next || !MODES.includes(next)) return send(response, 400, { error: "unknown mode" });
        mode = next;
        return send(response, 200, { mode });
      }
      if (request.method === "GET" && path === "/__control/requests") return send(response, 200, requests);
      const product = /^\/api\/v2\/product\/(\d+)\.json$/.exec(path);
      if (request.method !== "GET" || !product) return send(response, 404, { status: 0, status_verbose: "not found" });
      requests.push({ path: request.url ?? path, userAgent: request.headers["user-agent"] ?? "" });
      if (mode === "fail") return send(response, 500, { status: 0, status_verbose: "stand-in told to fail" });
      if (mode === "hang") {
        hanging.add(() => response.destroy());
        return;
      }
      const code = product[1]!;
      const known = STANDIN_PRODUCTS[code];
      if (!known) return send(response, 404, { code, status: 0, status_verbose: "product not found" });
      send(response, 200, { code, status: 1, status_verbose: "product found", product: known });
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startOpenFoodFactsStandin({ port: Number(process.env.PORT ?? 4030) });
  console.log(`Open Food Facts stand-in on ${standin.url} (OPENFOODFACTS_API_URL=${standin.url})`);
  console.log(`Products: ${Object.keys(STANDIN_PRODUCTS).join(", ")} (${STANDIN_NO_ENERGY} has no energy)`);
}
