/**
 * A rule a request broke, with the HTTP status it maps to. Modules throw it; each door turns
 * it into its own answer (JSON `{ "error" }` for the API, an inline message or toast for screens).
 * A 429 carries `retryAfter` (seconds), which doors send as the `Retry-After` header.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The headers a DomainError's answer carries: `Retry-After` when it has one. */
export function domainErrorHeaders(error: DomainError): Record<string, string> {
  return error.retryAfter === undefined ? {} : { "Retry-After": String(error.retryAfter) };
}
