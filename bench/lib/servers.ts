// Child-process servers for the bench: build check, free ports, start/wait/stop, and cleanup
// of every server this process started (on normal exit, errors and Ctrl-C).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { httpGet } from "./http.ts";

export interface RunningServer {
  name: string;
  /** Origin, e.g. http://127.0.0.1:3300 (no trailing slash). */
  url: string;
  port: number;
  pid: number;
  /** Last lines the server printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Port the command will listen on (it must read it from args/env itself). */
  port: number;
  /** Polled with GET until it answers with any HTTP status. */
  readyPath?: string;
  readyTimeoutMs?: number;
  /** Clean-up to run after the process exits (temp files…). */
  onStop?: () => void;
}

const running = new Set<ChildProcess>();
let handlersInstalled = false;

function installCleanupHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Last resort: synchronous kill of anything still alive when the bench process exits.
  process.on("exit", () => {
    for (const child of running) child.kill("SIGKILL");
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal} received, stopping servers…`);
      void stopAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => killChild(child)));
}

async function killChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

/** A port the OS says is free right now (tiny race window before the child binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error("could not get a free port"))));
    });
  });
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  installCleanupHandlers();
  const { name, command, args, cwd, env, port, readyPath = "/", readyTimeoutMs = 60_000, onStop } = options;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);

  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let spawnError: Error | undefined;
  child.on("error", (err) => (spawnError = err));

  const server: RunningServer = {
    name,
    url,
    port,
    pid: child.pid ?? -1,
    output: () => log.trim(),
    stop: async () => {
      await killChild(child);
      onStop?.();
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      const why = spawnError ? spawnError.message : `exited with ${child.exitCode ?? child.signalCode}`;
      throw new Error(`${name} ${why} before answering on ${url}${log ? `:\n${log.trim()}` : ""}`);
    }
    try {
      await httpGet(url + readyPath, {});
      return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(
        `${name} did not answer GET ${readyPath} on ${url} within ${readyTimeoutMs / 1000} s${log ? `:\n${log.trim()}` : ""}`,
      );
    }
    await sleep(150);
  }
}

/** Node's arguments in `npm start` (package.json), so the bench serves what production runs (its flags too). */
export function startArgs(root: string): string[] {
  const start = String(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts?.start ?? "");
  const [command, ...args] = start.trim().split(/\s+/);
  if (command !== "node" || !args.includes("server.js"))
    throw new Error(`npm start is "${start}": the bench runs "node [flags] server.js"`);
  return args;
}

/** The production Fitplate server (`npm start`'s `node … server.js`) on a free port, with `env` (DATABASE_URL…). */
export async function startFitplate(root: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const port = await freePort();
  const args = startArgs(root);
  return startServer({
    name: `Fitplate (node ${args.join(" ")})`,
    command: process.execPath,
    args,
    cwd: root,
    // 200 users from one loopback address: throttles would measure themselves, not the app.
    env: { ...env, NODE_ENV: "production", RATE_LIMITS: "off", PORT: String(port), HOST: "127.0.0.1" },
    port,
  });
}

/** The hello-world Remix app (bench/hello-remix) served like `remix-serve` does, on a free port. */
export async function startHelloRemix(root: string): Promise<RunningServer> {
  const port = await freePort();
  const dir = path.join(root, "bench/hello-remix");
  return startServer({
    name: "hello-world Remix (bench/hello-remix/server.js)",
    command: process.execPath,
    args: [path.join(dir, "server.js"), path.join(dir, "build")],
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    port,
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function runInherit(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds bench/hello-remix (into bench/hello-remix/build, git-ignored) with the project's own
 * @remix-run/dev and Vite when the build is missing or older than its sources (≈ 2 s).
 */
export async function ensureHelloBuild(root: string): Promise<void> {
  const dir = path.join(root, "bench/hello-remix");
  const serverBuild = path.join(dir, "build/server/index.js");
  const sourcesMtime = Math.max(newestMtime(path.join(dir, "app")), statSync(path.join(dir, "vite.config.ts")).mtimeMs);
  if (existsSync(serverBuild) && statSync(serverBuild).mtimeMs >= sourcesMtime) return;
  console.log("Building the hello-world Remix app (bench/hello-remix → bench/hello-remix/build)…");
  const code = await runInherit(path.join(root, "node_modules/.bin/remix"), ["vite:build", dir], root);
  if (code !== 0 || !existsSync(serverBuild)) throw new Error(`building bench/hello-remix failed (exit ${code})`);
}

/** Runs `npm run build` when build/server/index.js is missing; warns when app/ is newer. */
export async function ensureBuild(root: string): Promise<void> {
  const serverBuild = path.join(root, "build/server/index.js");
  if (existsSync(serverBuild)) {
    const appDir = path.join(root, "app");
    if (existsSync(appDir) && newestMtime(appDir) > statSync(serverBuild).mtimeMs) {
      console.log("note: app/ has files newer than build/ — figures are for the existing build (run `npm run build` to refresh).");
    }
    return;
  }
  console.log("No production build found (build/server/index.js): running `npm run build`…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const code = await runInherit(npm, ["run", "build"], root);
  if (code !== 0 || !existsSync(serverBuild)) throw new Error(`npm run build failed (exit ${code})`);
}

/** BENCH_COMPARE=before=/tmp/before,stock=/tmp/stock → [{ label, root }] */
export function compareRoots(): { label: string; root: string }[] {
  return (process.env.BENCH_COMPARE ?? "")
    .split(",")
    .filter(Boolean)
    .map((entry) => {
      const [label, root] = entry.includes("=") ? entry.split("=", 2) : [entry, entry];
      return { label: label!, root: path.resolve(root!) };
    });
}
