// A local stand-in for a provider's OAuth2 server (authorization code with PKCE, as Withings,
// Fitbit, Strava, WHOOP, Oura and Polar serve it): GET /authorize sends the browser back to the
// redirect_uri with a code, POST /token trades the code (checking client, redirect_uri and the
// PKCE verifier) for tokens. Tests start it in-process; by hand: `npm run standin:oauth`
// (PORT=4040 by default), then e.g. OAUTH_WITHINGS_CLIENT_ID=standin OAUTH_WITHINGS_CLIENT_SECRET=standin-secret
// OAUTH_WITHINGS_AUTHORIZE_URL=http://127.0.0.1:4040/authorize OAUTH_WITHINGS_TOKEN_URL=http://127.0.0.1:4040/token
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export const STANDIN_CLIENT = { id: "standin", secret: "standin-secret" };

type Grant = { redirectUri: string; challenge: string; clientId: string };
export type OAuthStandin = {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** the tokens handed out, in order */
  issued: string[];
  /** refuse every token exchange with a 500 (default: answer) */
  setFailing(failing: boolean): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

export async function startOAuthStandin({ port = 0 }: { port?: number } = {}): Promise<OAuthStandin> {
  const grants = new Map<string, Grant>();
  const issued: string[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (request.method === "GET" && url.pathname === "/authorize") {
        const q = url.searchParams;
        const redirectUri = q.get("redirect_uri");
        if (q.get("response_type") !== "code" || q.get("client_id") !== STANDIN_CLIENT.id || !redirectUri || !q.get("state")) {
          return send(400, { error: "invalid_request" });
        }
        if (q.get("code_challenge_method") !== "S256" || !q.get("code_challenge"))
          return send(400, { error: "invalid_request", error_description: "PKCE required" });
        const code = randomUUID();
        grants.set(code, { redirectUri, challenge: q.get("code_challenge")!, clientId: STANDIN_CLIENT.id });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", q.get("state")!);
        return response.writeHead(302, { Location: back.toString() }).end();
      }
      if (request.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(await readBody(request));
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        const [clientId, secret] = basic
          ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        if (clientId !== STANDIN_CLIENT.id || secret !== STANDIN_CLIENT.secret) return send(401, { error: "invalid_client" });
        if (failing) return send(500, { error: "server_error", error_description: "stand-in told to fail" });
        const grant = grants.get(form.get("code") ?? "");
        grants.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        if (
          !grant ||
          grant.redirectUri !== form.get("redirect_uri") ||
          base64url(createHash("sha256").update(verifier).digest()) !== grant.challenge
        ) {
          return send(400, { error: "invalid_grant" });
        }
        const accessToken = `standin-access-${randomUUID()}`;
        issued.push(accessToken);
        return send(200, {
          access_token: accessToken,
          refresh_token: `standin-refresh-${randomUUID()}`,
          token_type: "Bearer",
          expires_in: 3600,
        });
      }
      send(404, { error: "not_found" });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${actual}`;
  return {
    url,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    issued,
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
  const standin = await startOAuthStandin({ port: Number(process.env.PORT ?? 4040) });
  console.log(
    `OAuth2 stand-in on ${standin.url}: set OAUTH_<PROVIDER>_CLIENT_ID=${STANDIN_CLIENT.id} OAUTH_<PROVIDER>_CLIENT_SECRET=${STANDIN_CLIENT.secret} ` +
      `OAUTH_<PROVIDER>_AUTHORIZE_URL=${standin.authorizeUrl} OAUTH_<PROVIDER>_TOKEN_URL=${standin.tokenUrl} (e.g. <PROVIDER> = WITHINGS)`,
  );
}
