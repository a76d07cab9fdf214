// Remix behind Express, as @remix-run/express does it, except that the body Remix reads is the
// capped stream from server/body-limit.js, and an answer already sent (413) is never overwritten.
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";

/** @param {import("node:http").IncomingHttpHeaders} requestHeaders */
function createRemixHeaders(requestHeaders) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  return headers;
}

/** Pages (HTML) and their data (`.data` requests) carry the loader data as a turbo-stream. */
const TURBO_STREAM = /^(text\/html|text\/x-script)/i;
/** The abort reason once the answer was sent (one object: a DOMException per request costs a stack trace). */
const ANSWERED = new DOMException("The answer was sent", "AbortError");

/** @param {import("express").Request} req @param {import("express").Response} res */
function createRemixRequest(req, res) {
  const port = req.get("host")?.match(/:(\d+)$/)?.[1];
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers: createRemixHeaders(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    /** @type {import("node:stream").Readable | undefined} */
    const body = res.locals.body;
    init.body = body ? createReadableStreamFromReadable(body) : null;
    init.duplex = "half";
  }
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

/** @param {import("express").Response} res @param {Response} response */
async function sendRemixResponse(res, response) {
  if (res.headersSent || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const contentType = response.headers.get("Content-Type") ?? "";
  if (/text\/event-stream/i.test(contentType)) res.flushHeaders();
  if (!response.body) res.end();
  else if (WHOLE_BODY.test(contentType)) res.end(Buffer.from(await response.arrayBuffer()));
  else await writeReadableStreamToWritable(response.body, res);
}

/**
 * @param {{ build: any, mode?: string, getLoadContext?: (req: import("express").Request, res: import("express").Response) => any }} options
 * @returns {import("express").RequestHandler}
 */
export function createRemixHandler({ build, mode = process.env.NODE_ENV, getLoadContext }) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const response = await handleRequest(request, await getLoadContext?.(req, res));
      await sendRemixResponse(res, response);
    } catch (error) {
      if (res.headersSent) return;
      next(error);
    }
  };
}
