// Raw-socket helpers for the server tests: exact bytes out, everything that comes back in.
import net from "node:net";

/**
 * Opens one connection, writes each payload (pausing `gapMs` between them) and collects what comes
 * back until the server closes or `waitMs` passes.
 * @param {number} port @param {(string | Buffer)[]} payloads @param {{ waitMs?: number, gapMs?: number }} [options]
 * @returns {Promise<{ text: string, error: string | null, closedByServer: boolean }>}
 */
export function exchange(port, payloads, { waitMs = 1500, gapMs = 50 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let error = null;
    let closedByServer = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, error, closedByServer });
    };
    socket.on("data", (data) => (text += data.toString("latin1")));
    socket.on("error", (err) => (error = /** @type {NodeJS.ErrnoException} */ (err).code ?? String(err)));
    socket.on("close", () => {
      closedByServer = true;
      finish();
    });
    const timer = setTimeout(finish, waitMs);
    socket.on("connect", async () => {
      for (const payload of payloads) {
        if (socket.destroyed) return;
        socket.write(payload);
        await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

/** The status codes of every response in a raw HTTP/1.1 exchange, in order. */
export function statuses(text) {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
}

/**
 * Streams a chunked body of up to `totalBytes` (1 MB chunks) until the server answers or closes.
 * @param {number} port @param {string} head request line and headers, without the blank line
 * @param {number} totalBytes
 * @returns {Promise<{ text: string, sentBytes: number, error: string | null }>}
 */
export function streamChunked(port, head, totalBytes) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(1024 * 1024, 97);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    let text = "";
    let sentBytes = 0;
    let error = null;
    let stopped = false;
    const timer = setTimeout(() => socket.destroy(), 30_000);
    socket.on("data", (data) => {
      text += data.toString("latin1");
      stopped = true;
    });
    socket.on("error", (err) => {
      error = /** @type {NodeJS.ErrnoException} */ (err).code ?? String(err);
      stopped = true;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      stopped = true;
      resolve({ text, sentBytes, error });
    });
    socket.write(`${head}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const pump = () => {
      while (!stopped && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
      if (!stopped) socket.write("0\r\n\r\n");
    };
    pump();
  });
}
