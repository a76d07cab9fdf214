// A small round-robin HTTP proxy (node:http) in front of several app servers, as a load balancer
// without sticky sessions would be: request n goes to upstream n mod N, whatever the cookie says.
// Each answer carries `X-Served-By: <upstream index>` so a test can see who answered. `loseAnswers(n)`
// makes the next n answers go missing on their way back (the server did the work, the client's
// connection drops), as a phone that loses its signal mid-request sees it.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RoundRobinProxy = {
  url: string;
  /** The upstream index of each request so far, in order (answered or lost). */
  servedBy: number[];
  loseAnswers: (count: number) => void;
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  let toLose = 0;
  const servedBy: number[] = [];
  const server: Server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    servedBy.push(index);
    const lose = toLose > 0;
    if (lose) toLose -= 1;
    const target = new URL(req.url ?? "/", upstreams[index]);
    const forward = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      if (lose) {
        // The upstream answered in full; the client never hears of it.
        answer.resume();
        answer.on("end", () => res.destroy());
        return;
      }
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
    servedBy,
    loseAnswers: (count) => {
      toLose = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
