// Request limits shared by the Express server (server/security.js) and the app's JSON reader
// (app/http/json.server.ts): plain JavaScript so that server.js can import it without a build.

/** The largest request body accepted, in bytes (8 MB: a meal photo as a data URL fits). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;
