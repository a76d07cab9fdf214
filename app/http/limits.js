// Request limits shared by the Express server (server/security.js) and the app's JSON reader
// (app/http/json.server.ts): plain JavaScript so that server.js can import it without a build.

/** The largest request body accepted, in bytes (8 MB: a meal photo as a data URL fits). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The largest file upload (an Apple Health export.zip of several years), streamed to disk, never held. */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

/** The only paths that take an upload past MAX_BODY_BYTES (server/body-limit.js counts them against MAX_UPLOAD_BYTES). */
export const UPLOAD_PATHS = ["/integrations/import"];

/**
 * The body cap of a request path: MAX_UPLOAD_BYTES for an upload path, else MAX_BODY_BYTES.
 * @param {string} url the request's path and query
 */
export function bodyCapOf(url) {
  const pathname = url.split("?")[0] ?? "";
  return UPLOAD_PATHS.includes(pathname) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}
