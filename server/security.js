// HTTP policies every response shares: security headers with a per-request CSP nonce,
// a same-origin check on state-changing requests, and a cap on request bodies.
import { randomBytes } from "node:crypto";
import { MAX_BODY_BYTES } from "../app/http/limits.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** @param {string} nonce @param {{ dev: boolean }} options */
export function contentSecurityPolicy(nonce, { dev }) {
  const scriptSrc = dev ? `'self' 'unsafe-inline'` : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Inline style attributes (progress widths) are harmless; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Express middleware: a fresh nonce in res.locals.cspNonce and the security headers. */
export function securityHeaders({ dev }) {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()");
    next();
  };
}

/**
 * Decides whether a state-changing request may proceed. Browsers send Origin (and
 * Sec-Fetch-Site) on POSTs; a request from another site is refused. Clients that send
 * neither (curl, server-to-server API callers) are not browsers and carry no ambient cookies risk.
 * @param {{ method: string, origin?: string, secFetchSite?: string, host?: string }} request
 */
export function isCrossOriginWrite({ method, origin, secFetchSite, host }) {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  if (origin && origin !== "null") {
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  if (origin === "null") return true;
  return secFetchSite === "cross-site";
}

function jsonError(res, status, message) {
  res
    .status(status)
    .type("application/json")
    .send(JSON.stringify({ error: message }));
}

export function sameOriginWrites() {
  return (req, res, next) => {
    const crossOrigin = isCrossOriginWrite({
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      host: req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host"),
    });
    if (crossOrigin) return jsonError(res, 403, "Cross-origin request refused");
    next();
  };
}

/** Refuses bodies over the cap by their declared length; readJsonBody enforces it on the stream too. */
export function bodySizeCap(maxBytes = MAX_BODY_BYTES) {
  return (req, res, next) => {
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > maxBytes) {
      return jsonError(res, 413, `Request body too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`);
    }
    next();
  };
}
