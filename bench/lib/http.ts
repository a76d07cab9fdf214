// Tiny HTTP client on node:http: no automatic Accept-Encoding and no decompression, so the
// bench sees exactly the bytes a server sends (fetch/undici would add gzip and hide it).
import http from "node:http";

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Raw response body as sent (still compressed if the server compressed it). */
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  /** Connection pool (e.g. one keep-alive agent per simulated user); default: node's global agent. */
  agent?: http.Agent;
}

export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const { method = "GET", headers = {}, body, timeoutMs = 30_000, agent } = options;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, timeout: timeoutMs, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

export const httpGet = (url: string, headers: Record<string, string> = {}) => request(url, { headers });

/** POSTs JSON the way a same-origin browser script would (Origin = the server's origin). */
export function postJson(url: string, data: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> {
  return request(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin, ...headers },
    body: JSON.stringify(data),
  });
}

/** `name=value` pairs from Set-Cookie headers, joined for a Cookie request header. */
export function cookieHeader(res: HttpResponse): string {
  return withSetCookies("", res);
}

/**
 * A Cookie header updated with a response's Set-Cookie, as a browser keeps them: a cookie set
 * again takes its new value, one set with Max-Age=0 goes.
 */
export function withSetCookies(cookie: string, res: HttpResponse): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of res.headers["set-cookie"] ?? []) {
    const pair = line.split(";", 1)[0]?.trim() ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (!name) continue;
    if (/;\s*max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
