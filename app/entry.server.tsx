import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceProvider } from "~/ui/nonce";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
  }
}

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

type HandoffRead = { result: { done: boolean; value: string } };

/**
 * Reads the page's loader data (turbo-stream, streamed by `<RemixServer>`'s StreamTransfer) before
 * rendering and hands it over as already read, one entry per chunk as StreamTransfer would have
 * read them. Nothing then suspends, so the page renders in one synchronous pass. Fitplate's loaders
 * return no promises (no deferred data), so waiting for the whole stream costs nothing; a promise
 * would be waited for, up to Remix's stream timeout.
 */
async function readHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const reads: Record<number, HandoffRead> = {};
  for (let index = 0; ; index++) {
    const { done, value } = await reader.read();
    reads[index] = { result: { done, value: decoder.decode(value, { stream: true }) } };
    if (done) break;
  }
  reader.releaseLock();
  context.renderMeta.streamCache = reads as unknown as NonNullable<EntryContext["renderMeta"]>["streamCache"];
}

/**
 * The whole document at once (docs/performance.md, part 4): the same markup the streaming renderer
 * produced, built as one string instead of thousands of chunks each encoded to bytes and piped
 * through a Node stream and a web stream. The server wrote pages in one piece anyway.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  await readHandoff(remixContext);
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The streaming renderer wrote the doctype before a root <html>; renderToString leaves it out.
  // Bytes, not a string: a string body is checked and converted character by character (toUSVString).
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
