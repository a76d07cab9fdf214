import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { db } from "~/db.server";
export { startNotificationScheduler } from "~/modules/notifications/scheduler.server";
import { stylesheetFor } from "~/http/stylesheet.server";
import { StylesheetProvider } from "~/ui/stylesheet";
import { NonceProvider } from "~/ui/nonce";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
    ip?: string;
  }
}

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/** server.js calls this on SIGTERM, once the requests in flight are answered: the pool closes cleanly. */
export async function closeConnections(): Promise<void> {
  await db.$disconnect();
}

/**
 * Remix's default Node entry. Fitplate's loaders return no deferred data, so the whole document is
 * ready at once: it is sent, as one body, when all of it has rendered (`onAllReady`), for people
 * and bots alike.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const stylesheet = stylesheetFor(request);
  if (stylesheet.setCookie) responseHeaders.append("Set-Cookie", stylesheet.setCookie);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Rendering that never finishes is aborted; one that finished clears its timer (no timer per
    // answered page left pending for seconds).
    const timer = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheet.css}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // Everything is ready, so the chunks React writes are gathered into one body: one buffer
          // instead of a web stream fed chunk by chunk (hundreds of small chunks per page), kept by
          // a bare Writable (a PassThrough would also run each chunk through its readable side).
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            // React ends a destination again when it closes: once finished, that second end() only
            // builds an ERR_STREAM_ALREADY_FINISHED error (with its stack) per page. Nothing else
            // reads this one's close.
            emitClose: false,
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
