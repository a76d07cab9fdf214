// The one environment schema, for the app (app/env.server.ts), the HTTP server (server.js) and the
// Prisma CLI (prisma.config.ts). Plain JavaScript so that server.js can import it without a build.
import { existsSync } from "node:fs";
import { z } from "zod";

/** A SQLite file in data/, created by `npm run setup`. */
export const DEFAULT_DATABASE_URL = "file:./data/fitplate.db";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default(DEFAULT_DATABASE_URL),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").default("dev-only-secret-change-me-in-production"),
  COOKIE_SECURE: booleanFlag.default(false),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  TRUST_PROXY: booleanFlag.default(false),
});

/** @typedef {z.infer<typeof EnvSchema>} Env */

/**
 * Parses the environment, naming each bad variable.
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.SESSION_SECRET.startsWith("dev-only")) {
    console.warn("SESSION_SECRET is the development default: set a secret of your own in production.");
  }
  return env;
}

const ENV_FILE_LOADED = Symbol.for("fitplate.envFileLoaded");

/**
 * The process environment, parsed. A local .env file, when present, fills the variables the
 * shell did not set; it is read once per process (server.js and the app bundle share the flag).
 * @returns {Env}
 */
export function loadEnv() {
  const flags = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
  if (!flags[ENV_FILE_LOADED]) {
    flags[ENV_FILE_LOADED] = true;
    if (existsSync(".env")) process.loadEnvFile(".env");
  }
  return parseEnv(process.env);
}
