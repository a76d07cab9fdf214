/** A refusal's title and what went wrong (the spec's error titles, e.g. "Update Failed"). */
export type TitledWords = { title: string; description: string };

/**
 * A rule a request broke, with the HTTP status it maps to. Modules throw it; each door turns
 * it into its own answer: JSON `{ "error": message }` for the API (with a title, "Title:
 * description", the spec's words), the title and the description for screens, which read `title`
 * (never parse it back out of the message). A 429 carries `retryAfter` (seconds), which doors send
 * as the `Retry-After` header.
 */
export class DomainError extends Error {
  /** The refusal's title, when it has one. */
  readonly title: string | undefined;
  /** What went wrong, without the title. */
  readonly description: string;

  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    words: string | TitledWords,
    readonly retryAfter?: number,
  ) {
    super(typeof words === "string" ? words : `${words.title}: ${words.description}`);
    this.name = "DomainError";
    this.title = typeof words === "string" ? undefined : words.title;
    this.description = typeof words === "string" ? words : words.description;
  }
}

/**
 * The refusal under `title` (a door's failure title, commercial spec §8): unchanged when it has it;
 * a message already written as "Title: …" (the account rules' own words) is read as that title's.
 */
export function underTitle(error: DomainError, title: string): DomainError {
  if (error.title === title) return error;
  const prefix = `${title}: `;
  const description = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return new DomainError(error.status, { title, description }, error.retryAfter);
}

/** The headers a DomainError's answer carries: `Retry-After` when it has one. */
export function domainErrorHeaders(error: DomainError): Record<string, string> {
  return error.retryAfter === undefined ? {} : { "Retry-After": String(error.retryAfter) };
}
