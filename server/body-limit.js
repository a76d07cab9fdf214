// Caps every request body as it streams in (JSON, urlencoded forms, multipart, chunked or not),
// and keeps keep-alive connections sound when an answer goes out before its body was read.
import { PassThrough } from "node:stream";
import { bodyCapOf } from "../app/http/limits.js";

/** A body still unread when the answer goes out is drained (connection kept) up to this size. */
export const DRAIN_BYTES = 1024 * 1024;
/** After a refusal with `Connection: close`, how long the rest of the body is read and discarded. */
export const LINGER_MS = 2_000;

export class PayloadTooLargeError extends Error {
  status = 413;
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    super(tooLargeMessage(maxBytes));
    this.name = "PayloadTooLargeError";
  }
}

/** @param {number} maxBytes */
export function tooLargeMessage(maxBytes) {
  return `Request body too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`;
}

/**
 * Whether the caller gets JSON errors: /api paths and callers that ask for JSON (pages get text or their own page).
 * @param {import("node:http").IncomingMessage} req
 */
function wantsJson(req) {
  return (req.url ?? "").startsWith("/api") || /application\/json/i.test(req.headers.accept ?? "");
}

/**
 * Answers an error as JSON `{ "error" }` for /api paths and for callers that ask for JSON,
 * and as plain text for pages.
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {number} status @param {string} message
 */
export function sendError(req, res, status, message) {
  if (res.headersSent) return;
  const json = wantsJson(req);
  res.statusCode = status;
  res.setHeader("Content-Type", json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
  res.end(json ? JSON.stringify({ error: message }) : `${message}\n`);
}

/**
 * Closes a connection without losing the answer already written: half-close (FIN after the answer),
 * go on reading and discarding what the client still sends for `lingerMs`, then destroy. Closing at
 * once with unread bytes would make the kernel send a reset, which may wipe the answer client-side.
 * @param {import("node:net").Socket} socket @param {number} lingerMs
 */
function lingerOnClose(socket, lingerMs) {
  socket.destroySoon = function lingeringClose() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", () => this.destroy());
  };
}

/**
 * Middleware, first in the chain. The body the app reads is `res.locals.body`, a stream
 * fed from the request that errors with PayloadTooLargeError once more than `maxBytes` came in;
 * at that moment a JSON caller gets 413 `{ "error" }` at once. A page's form post is answered by
 * its route instead (the body is still never read past the cap: the form reader refuses a declared
 * length over it unread, and sees the stream's error otherwise), so the scanner can say "File Too
 * Large" on its own page. Either way the connection is closed after the answer and a short linger. When any answer goes out before its body was read whole, a small declared
 * rest (≤ drainBytes) is drained so the keep-alive connection serves the next request; anything
 * else gets `Connection: close`.
 * The cap is `maxBytes` when given, else the path's (bodyCapOf: the upload paths take more).
 * @param {{ maxBytes?: number, drainBytes?: number, lingerMs?: number }} [options]
 */
export function limitRequestBody({ maxBytes: fixedCap, drainBytes = DRAIN_BYTES, lingerMs = LINGER_MS } = {}) {
  return (req, res, next) => {
    const maxBytes = fixedCap ?? bodyCapOf(req.url ?? "");
    const declaredHeader = req.headers["content-length"];
    const declared = declaredHeader === undefined ? undefined : Number(declaredHeader);
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && !declared) {
      req.resume();
      return next();
    }

    let received = 0;
    let complete = false;
    /** reading: feeding the app; discarding: answer sent or cap passed, bytes thrown away */
    let state = "reading";
    const body = new PassThrough();
    body.on("error", () => {}); // the reader (Remix) sees the error; nobody reading is fine too
    res.locals.body = body;

    const closeAfterAnswer = () => {
      if (complete) return false;
      if (state === "refused") return true;
      return declared === undefined || declared - received > drainBytes;
    };

    const writeHead = res.writeHead;
    res.writeHead = function limitedWriteHead(...args) {
      if (closeAfterAnswer()) {
        this.setHeader("Connection", "close");
        lingerOnClose(req.socket, lingerMs);
      }
      return writeHead.apply(this, /** @type {any} */ (args));
    };

    const json = wantsJson(req);
    const refuse = () => {
      state = "refused";
      body.destroy(new PayloadTooLargeError(maxBytes));
      // An answer already on its way carries `Connection: close`: the linger ends the connection.
      if (res.headersSent || !json) return;
      sendError(req, res, 413, tooLargeMessage(maxBytes));
    };

    req.on("data", (chunk) => {
      received += chunk.length;
      if (state === "refused") return;
      if (received > maxBytes) return refuse();
      if (state === "discarding") return;
      if (!body.write(chunk)) req.pause();
    });
    body.on("drain", () => req.resume());
    req.on("end", () => {
      complete = true;
      if (state === "reading") body.end();
    });
    req.on("error", (error) => body.destroy(error));
    // The answer is out: whatever the app did not read is discarded (and counted against the cap).
    res.on("finish", () => {
      if (state !== "reading") return;
      state = "discarding";
      req.resume();
    });
    res.on("close", () => {
      if (state === "reading") state = "discarding";
      req.resume();
    });

    if (declared !== undefined && declared > maxBytes) {
      refuse();
      if (json) return;
    }
    next();
  };
}
