/**
 * The browser's door to the JSON API (spec core §7): JSON body with a content type, cookies
 * always sent, and any non-OK answer turned into an Error "status: message" — the JSON
 * error's message, else the response text, else the status text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own words, e.g. "Search term must be at most 100 characters". */
    readonly detail: string,
  ) {
    super(`${status}: ${detail}`);
    this.name = "ApiError";
  }
}

async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  if (text) {
    try {
      const body = JSON.parse(text) as { error?: unknown };
      if (typeof body.error === "string" && body.error) return body.error;
    } catch {
      // not JSON: the text itself is the message
    }
    return text;
  }
  return response.statusText;
}

export async function apiFetch<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method,
    signal,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessageOf(response));
  return (await response.json()) as T;
}
