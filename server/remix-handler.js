// Remix behind Node's HTTP server, as @remix-run/express's adapter does it, with plain Node request
// and response objects (the middleware list of server/app.js runs before it), except that the body
// Remix reads is the capped stream from server/body-limit.js, and an answer already sent (413) is
// never overwritten.
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import { requestedHost } from "./security.js";

/**
 * The request's headers (as Node parsed them) as name/value pairs, the form `new Request()` reads
 * them in: it checks and copies whatever it is given, so a `Headers` built here first would be
 * checked and copied twice.
 * @param {import("node:http").IncomingHttpHeaders} requestHeaders
 */
function remixHeaderPairs(requestHeaders) {
  /** @type {[string, string][]} */
  const pairs = [];
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (Array.isArray(values)) for (const value of values) pairs.push([key, value]);
    else if (values !== undefined) pairs.push([key, values]);
  }
  return pairs;
}

/** Pages (HTML) and their data (`.data` requests) carry the loader data as a turbo-stream. */
const TURBO_STREAM = /^(text\/html|text\/x-script)/i;
/** The abort reason once the answer was sent (one object: a DOMException per request costs a stack trace). */
const ANSWERED = new DOMException("The answer was sent", "AbortError");

/**
 * The URL the client asked for. Behind a trusted proxy, its X-Forwarded-Proto and -Host.
 * @param {import("node:http").IncomingMessage} req @param {boolean} trustProxy
 */
export function requestUrl(req, trustProxy) {
  const forwardedProto = trustProxy ? req.headers["x-forwarded-proto"]?.split(",")[0].trim() : undefined;
  // @ts-expect-error `encrypted` is set on TLS sockets only
  const protocol = forwardedProto || (req.socket.encrypted ? "https" : "http");
  return new URL(`${protocol}://${requestedHost(req, trustProxy)}${req.url}`);
}

/**
 * The client's address: the socket's, or behind a trusted proxy (one hop) the last X-Forwarded-For
 * entry, the one that proxy saw; earlier entries are whatever the client wrote.
 * @param {import("node:http").IncomingMessage} req @param {boolean} trustProxy
 */
export function clientAddress(req, trustProxy) {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"]?.split(",").at(-1)?.trim() : undefined;
  return forwarded || req.socket.remoteAddress;
}

/**
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse & { locals: Record<string, unknown> }} res
 * @param {URL} url `request.signal` aborts when the client goes
 */
function createRemixRequest(req, res, url) {
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method ?? "GET", headers: remixHeaderPairs(req.headers) };
  if (req.method !== "GET" && req.method !== "HEAD") {
    /** @type {import("node:stream").Readable | undefined} */
    const body = res.locals.body;
    init.body = body ? createReadableStreamFromReadable(body) : null;
    init.duplex = "half";
  }
  const controller = new AbortController();
  init.signal = controller.signal;
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
    // Remix clears the 5 s timeout it starts for each page's data stream only when the request is
    // aborted; until then the timer keeps the page's data alive, which cost garbage-collector time.
    // Once the answer is out nothing reads the signal, so it is aborted then too.
    else if (TURBO_STREAM.test(String(res.getHeader("Content-Type") ?? ""))) controller.abort(ANSWERED);
  });
  return new Request(url.href, init);
}

// Pages and data answers are small and complete at once (no deferred data): written in one piece,
// they cost one syscall instead of one per chunk the renderer flushed. Other bodies (exports,
// event streams) stream as they come.
const WHOLE_BODY = /^(text\/html|application\/json|text\/x-script)/i;

/** @param {import("node:http").ServerResponse} res @param {Response} response */
async function sendRemixResponse(res, response) {
  if (res.headersSent || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  if (response.statusText) res.statusMessage = response.statusText;
  res.statusCode = response.status;
  // Appended as Express's res.append does: a header a policy already set is kept beside the route's.
  for (const [key, value] of response.headers.entries()) {
    const earlier = res.getHeader(key);
    res.setHeader(key, earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [String(earlier)]), value]);
  }
  const contentType = response.headers.get("Content-Type") ?? "";
  if (/text\/event-stream/i.test(contentType)) res.flushHeaders();
  if (!response.body) res.end();
  else if (WHOLE_BODY.test(contentType)) res.end(Buffer.from(await response.arrayBuffer()));
  else await writeReadableStreamToWritable(response.body, res);
}

/**
 * @param {{ build: any, trustProxy: boolean, mode?: string, getLoadContext?: (req: import("node:http").IncomingMessage, res: any) => any }} options
 * @returns {import("connect").NextHandleFunction}
 */
export function createRemixHandler({ build, trustProxy, mode = process.env.NODE_ENV, getLoadContext }) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res, requestUrl(req, trustProxy));
      const response = await handleRequest(request, await getLoadContext?.(req, res));
      await sendRemixResponse(res, response);
    } catch (error) {
      if (res.headersSent) return;
      next(error);
    }
  };
}
