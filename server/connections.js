// Timeouts and a connection limit for the HTTP server, sized for a 2-core machine
// (docs/promises.md). Numbers come from the environment schema (HTTP_* variables).

/**
 * @typedef {{ headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number, maxConnections: number }} ConnectionLimits
 */

/** @type {ConnectionLimits} */
export const DEFAULT_LIMITS = {
  // A phone on a bad network sends its request headers well within 10 s.
  headersTimeoutMs: 10_000,
  // The whole request, body included: 8 MB at ~1.2 Mbit/s. A slower body is cut off (408).
  requestTimeoutMs: 60_000,
  // An idle keep-alive connection is closed after 5 s.
  keepAliveTimeoutMs: 5_000,
  // Open connections kept at once; past it the oldest one without a request in progress goes.
  maxConnections: 1_000,
};

/**
 * Applies the timeouts and the connection limit. Node's own `maxConnections` refuses the newest
 * connection, which lets a crowd of idle sockets lock everybody out; here, past the limit, the
 * oldest connection with no request in progress (idle keep-alive, or headers never finished) is
 * closed to make room, and the new one is refused only when every connection is busy. Node's
 * `server.maxConnections` stays as a hard ceiling at twice the limit.
 * @param {import("node:http").Server} server @param {ConnectionLimits} limits
 */
export function applyConnectionLimits(server, limits) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections * 2;

  /** @type {Map<import("node:net").Socket, { busy: number, served: number }>} oldest first */
  const open = new Map();
  server.on("connection", (socket) => {
    // Node's headersTimeout is only checked while bytes arrive: a socket that sends nothing, or half
    // its headers and then nothing, would stay open for ever. Silence before the first request
    // closes it (Node's own timeout handler destroys the socket); the first request lifts this, and
    // from then on Node's keep-alive timeout covers the silences between requests.
    socket.setTimeout(limits.headersTimeoutMs);
    open.set(socket, { busy: 0, served: 0 });
    socket.once("close", () => open.delete(socket));
    if (open.size <= limits.maxConnections) return;
    for (const [candidate, state] of open) {
      if (state.busy === 0 && candidate !== socket) {
        open.delete(candidate);
        candidate.destroy();
        return;
      }
    }
    open.delete(socket);
    socket.destroy();
  });
  server.on("request", (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    if (state.served++ === 0) req.socket.setTimeout(0);
    state.busy += 1;
    res.once("close", () => (state.busy -= 1));
  });
  return { openConnections: () => open.size };
}
