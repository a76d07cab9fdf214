// HTTP policies every response shares: security headers with a per-request CSP nonce,
// a same-origin check on state-changing requests, the methods served, a valid Host, form-only
// bodies for pages and no-store caching of personal answers. The body cap is in ./body-limit.js.
import { randomFillSync } from "node:crypto";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Stripe's hosted checkout and billing portal, where /checkout's and Manage billing's forms are redirected (form-action covers redirects). */
export const STRIPE_FORM_ORIGINS = "https://checkout.stripe.com https://billing.stripe.com";

/**
 * @param {string} nonce
 * @param {{ dev: boolean, checkoutOrigin?: string }} options checkoutOrigin: where payment forms may go (a stand-in's origin in tests)
 */
export function contentSecurityPolicy(nonce, { dev, checkoutOrigin = STRIPE_FORM_ORIGINS }) {
  // Stripe.js must load from Stripe (its Payment Element on /checkout): script, frames and API.
  // 'wasm-unsafe-eval' lets pages compile WebAssembly (the on-device models, served from our own
  // origin) and nothing else: eval and new Function stay refused.
  const scriptSrc = `${dev ? `'self' 'unsafe-inline'` : `'self' 'nonce-${nonce}'`} https://js.stripe.com 'wasm-unsafe-eval'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "worker-src 'self' blob:",
    // Inline style attributes (progress widths) are harmless; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src 'self' https://api.stripe.com${dev ? " ws: wss:" : ""}`,
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${checkoutOrigin}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** One year, subdomains included: sent only when the app is served over HTTPS (COOKIE_SECURE=true). */
export const HSTS = "max-age=31536000; includeSubDomains";

const NONCE_BYTES = 16;
/** Random bytes drawn 4 KiB at a time: one system call per 256 nonces instead of one per request. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A fresh, never repeated, 128-bit CSP nonce (base64). */
export function newNonce() {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The headers that govern a document (or a worker): what it may load and run, who may frame or open
 * it, its permissions and the referrer it sends. A script or style file a page loads is governed by
 * that page's; builtFiles (server/app.js) drops these from the hashed assets it sends.
 */
export const DOCUMENT_POLICY_HEADERS = [
  "Content-Security-Policy",
  "Referrer-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];

/**
 * Middleware: a fresh nonce in res.locals.cspNonce and the security headers.
 * @param {{ dev: boolean, hsts?: boolean, checkoutOrigin?: string }} options
 */
export function securityHeaders({ dev, hsts = false, checkoutOrigin = STRIPE_FORM_ORIGINS }) {
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev, checkoutOrigin }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()");
    if (hsts) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}

/**
 * Decides whether a state-changing request may proceed. Browsers send Origin (and
 * Sec-Fetch-Site) on POSTs; a request from another origin (another host, or the same host over
 * the other scheme) is refused. Clients that send neither (curl, server-to-server API callers)
 * are not browsers and carry no ambient cookies risk.
 * @param {{ method: string, origin?: string, secFetchSite?: string, host?: string, scheme?: string }} request scheme: the public one (`publicScheme`)
 */
export function isCrossOriginWrite({ method, origin, secFetchSite, host, scheme = "http" }) {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  if (origin && origin !== "null") {
    try {
      return new URL(origin).origin !== new URL(`${scheme}://${host}`).origin;
    } catch {
      return true;
    }
  }
  if (origin === "null") return true;
  return secFetchSite === "cross-site";
}

/**
 * Answers `{ "error": message }`. The policies here are plain Node middleware `(req, res, next)`
 * (no Express helpers), so they run in one list before Remix (server/app.js).
 * @param {import("node:http").ServerResponse} res @param {number} status @param {string} message
 */
export function sendJsonError(res, status, message) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ error: message }));
}

/**
 * The host the client asked for: behind a trusted proxy its X-Forwarded-Host (first value), else Host.
 * @param {import("node:http").IncomingMessage} req @param {boolean} trustProxy
 */
export function requestedHost(req, trustProxy) {
  const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  return forwarded ? forwarded.split(",")[0].trim() : req.headers.host;
}

/**
 * The scheme the browser used: behind a trusted proxy its X-Forwarded-Proto, else APP_URL's, else
 * https when cookies are HTTPS-only (COOKIE_SECURE: the app is served over TLS), else the socket's.
 * @param {{ headers: import("node:http").IncomingHttpHeaders, socket: object }} req
 * @param {{ trustProxy?: boolean, appUrl?: string, secureCookies?: boolean }} options
 */
export function publicScheme(req, { trustProxy = false, appUrl, secureCookies = false }) {
  const forwarded = trustProxy ? req.headers["x-forwarded-proto"] : undefined;
  const proto = typeof forwarded === "string" ? forwarded.split(",")[0].trim().toLowerCase() : "";
  if (proto === "http" || proto === "https") return proto;
  if (appUrl) return new URL(appUrl).protocol.slice(0, -1);
  if (secureCookies) return "https";
  return /** @type {{ encrypted?: boolean }} */ (req.socket).encrypted ? "https" : "http";
}

/** @param {{ trustProxy?: boolean, appUrl?: string, secureCookies?: boolean }} [options] */
export function sameOriginWrites({ trustProxy = false, appUrl, secureCookies = false } = {}) {
  return (req, res, next) => {
    const crossOrigin = isCrossOriginWrite({
      method: req.method,
      origin: req.headers.origin,
      secFetchSite: /** @type {string | undefined} */ (req.headers["sec-fetch-site"]),
      host: requestedHost(req, trustProxy),
      scheme: publicScheme(req, { trustProxy, appUrl, secureCookies }),
    });
    if (crossOrigin) return sendJsonError(res, 403, "Cross-origin request refused");
    next();
  };
}

/** The methods the app serves; TRACE, CONNECT, OPTIONS… get 405, anything else 501. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const KNOWN_METHODS = new Set(["OPTIONS", "TRACE", "TRACK", "CONNECT"]);

/** @param {string} method @returns {405 | 501 | null} */
export function methodRefusal(method) {
  if (SERVED_METHODS.includes(method)) return null;
  return KNOWN_METHODS.has(method) ? 405 : 501;
}

/** Middleware: a clear 405 (with Allow) or 501 for methods no route serves. */
export function servedMethods() {
  return (req, res, next) => {
    const refusal = methodRefusal(req.method);
    if (!refusal) return next();
    if (refusal === 405) res.setHeader("Allow", SERVED_METHODS.join(", "));
    sendJsonError(res, refusal, refusal === 405 ? `Method ${req.method} not allowed` : `Method ${req.method} not implemented`);
  };
}

// A host name (letters, digits, dots, hyphens, underscores) or an IPv6 literal, and an optional port.
const HOST_PATTERN = /^(?:[a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9_])?\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** @param {string | undefined} host */
export function isValidHost(host) {
  if (!host || !HOST_PATTERN.test(host)) return false;
  const port = host.match(/\]?:(\d+)$/)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/**
 * `host` as the URL parser writes it for `appUrl`'s scheme (lower-case, the default port dropped), or null.
 * @param {string} host @param {URL} appUrl
 */
function normalHost(host, appUrl) {
  try {
    return new URL(`${appUrl.protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Middleware: an invalid Host (or, behind a trusted proxy, X-Forwarded-Host) → 400. With `appUrl`
 * (APP_URL, the public origin), any host but its own → 400 too: the request's origin is then
 * always the public one, whatever builds a URL from it.
 * @param {{ trustProxy?: boolean, appUrl?: string }} [options]
 */
export function validHost({ trustProxy = false, appUrl } = {}) {
  const publicUrl = appUrl ? new URL(appUrl) : null;
  return (req, res, next) => {
    const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
    if (!isValidHost(req.headers.host) || (forwarded !== undefined && !isValidHost(forwarded.split(",")[0]?.trim()))) {
      return sendJsonError(res, 400, "Invalid Host header");
    }
    if (publicUrl && normalHost(requestedHost(req, trustProxy) ?? "", publicUrl) !== publicUrl.host) {
      return sendJsonError(res, 400, `Unknown Host: this server answers for ${publicUrl.host} only`);
    }
    next();
  };
}

/**
 * Middleware: an /api path whose decoded form holds a line break (`%0A`, `%0D`, U+2028, U+2029)
 * gets the JSON 404 of unknown /api paths. The router's patterns match with `.`, which stops at a
 * line break, so no route (not even the /api splat) would match and Remix would answer its HTML page.
 */
export function unmatchableApiPaths() {
  return (req, res, next) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (!path.startsWith("/api/")) return next();
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // malformed escapes stay as they are, as the router reads them
    }
    if (/[\n\r\u2028\u2029]/.test(decoded)) return sendJsonError(res, 404, "Not found");
    next();
  };
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Middleware: pages (everything outside /api and the assets) take only what an HTML form
 * sends; another body (JSON, XML…) gets 415 before any page action reads it.
 */
export function pageFormBodies() {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || req.url.startsWith("/api")) return next();
    const type = req.headers["content-type"];
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (hasBody && !FORM_TYPES.test(type ?? "")) {
      res.statusCode = 415;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("Unsupported form body: send application/x-www-form-urlencoded or multipart/form-data\n");
      return;
    }
    next();
  };
}

/**
 * What a response may be cached as: answers without a Cache-Control, and those marked `private`
 * (personal data), become `private, no-store`; public ones (assets, the exercise catalogue) keep theirs.
 * @param {string | undefined} current
 */
export function cacheControlFor(current) {
  if (!current || /\bprivate\b/i.test(current)) return "private, no-store";
  return current;
}

/** Middleware applying cacheControlFor when the headers go out. */
export function noStoreByDefault() {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function noStoreWriteHead(...args) {
      const current = this.getHeader("Cache-Control");
      this.setHeader("Cache-Control", cacheControlFor(current === undefined ? undefined : String(current)));
      return writeHead.apply(this, /** @type {any} */ (args));
    };
    next();
  };
}
