/**
 * A rule a request broke, with the HTTP status it maps to. Modules throw it; each door turns
 * it into its own answer (JSON `{ "error" }` for the API, an inline message or toast for screens).
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
