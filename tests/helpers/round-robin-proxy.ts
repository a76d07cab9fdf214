// A small round-robin HTTP proxy (node:http) in front of several app servers, as a load balancer
// without sticky sessions would be: request n goes to upstream n mod N, whatever the cookie says.
// Each answer carries `X-Served-By: <upstream index>` so a test can see who answered.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RoundRobinProxy = { url: string; close: () => Promise<void> };

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = new URL(req.url ?? "/", upstreams[index]);
    const forward = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(index) });
      answer.pipe(res);
    });
    forward.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
