// The one environment schema, for the app (app/env.server.ts), the HTTP server (server.js) and the
// Prisma CLI (prisma.config.ts). Plain JavaScript so that server.js can import it without a build.
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";

/** A SQLite file in data/, created by `npm run setup`. */
export const DEFAULT_DATABASE_URL = "file:./data/fitplate.db";

/** Public, so refused in production: only for development and tests without a secret file. */
export const DEVELOPMENT_SESSION_SECRET = "dev-only-secret-change-me-in-production";

/** Where `npm run setup` (scripts/session-secret.mjs) writes a random secret; git-ignored (data/). */
export const SESSION_SECRET_FILE = "data/session-secret";

/** Where `npm run setup` (scripts/vapid-keys.mjs) writes a Web Push key pair; git-ignored (data/). */
export const VAPID_KEYS_FILE = "data/vapid-keys.json";

const MIN_SECRET_LENGTH = 16;

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** @param {unknown} value */
const emptyToUndefined = (value) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const oauthUrl = z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

/** `com.example.fitplate=AA:BB:…` (32 bytes as upper- or lower-case hex pairs) → the package and the fingerprint in upper case. */
const AssetLinkPair = z
  .string()
  .regex(
    /^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+=([0-9a-fA-F]{2}:){31}[0-9a-fA-F]{2}$/,
    "each entry must be <package id>=<SHA-256 fingerprint>, e.g. com.example.fitplate=AB:CD:…(32 pairs)",
  )
  .transform((pair) => {
    const [packageName = "", fingerprint = ""] = pair.split("=");
    return { packageName, fingerprint: fingerprint.toUpperCase() };
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default(DEFAULT_DATABASE_URL),
  // One secret, or several separated by commas, newest first: the first signs, all verify (rotation).
  SESSION_SECRET: z
    .string()
    .refine(
      (value) => splitSecrets(value).length > 0 && splitSecrets(value).every((secret) => secret.length >= MIN_SECRET_LENGTH),
      `must be at least ${MIN_SECRET_LENGTH} characters (each one, when several are separated by commas)`,
    )
    .default(DEVELOPMENT_SESSION_SECRET),
  COOKIE_SECURE: booleanFlag.default(false),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  TRUST_PROXY: booleanFlag.default(false),
  /** server.js: how many worker processes share the port (`auto`: one per core). */
  WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.union([z.literal("auto"), z.coerce.number().int().min(1).max(64)]).default(1)),
  /** `off` only for load tests and browser tests on loopback, where every client shares 127.0.0.1. */
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /** `off`: this server does not tick the notification scheduler (tests drive ticks themselves); safe `on` on every server. */
  NOTIFICATION_SCHEDULER: z.enum(["on", "off"]).default("on"),
  /**
   * The public origin (e.g. https://fitplate.example): every absolute URL the app hands out (Stripe's
   * return URLs, links in e-mails) starts with it, and requests for another Host get 400. Unset: a
   * local run (publicOrigin in app/public-url.server.ts, validHost in server/security.js).
   */
  APP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .refine(
        (value) => !URL.canParse(value) || isBareOrigin(new URL(value)),
        "must be an origin only, e.g. https://fitplate.example (no path, query or user)",
      )
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  // server/connections.js: timeouts and the connection limit (docs/promises.md).
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1_000),
  // The model of the support chat and the meal scanner (app/modules/ai/): any OpenAI-compatible endpoint. Without a key, no model.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default("gpt-4o-mini")),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  // Packaged products by barcode (app/modules/food/openfoodfacts.server.ts): Open Food Facts' product
  // API, asked about a barcode no food has yet. `off`: never asked (the "add it once" flow only).
  OPENFOODFACTS_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .union([z.literal("off"), z.url({ protocol: /^https?$/, error: "must be an http(s) URL or off" })])
      .default("https://world.openfoodfacts.org"),
  ),
  OPENFOODFACTS_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(3_000),
  /** How long a meal-photo analysis (/scan, POST /api/analyze-food) may take before it fails. */
  OPENAI_VISION_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(30_000),
  // The messenger (app/modules/messenger/): e-mail by SMTP, WhatsApp by the Cloud API. Unset → the local outbox.
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default("Fitplate <no-reply@fitplate.local>")),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,32}$/, "must be digits")
      .optional(),
  ),
  WHATSAPP_API_BASE: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("https://graph.facebook.com/v21.0"),
  ),
  MESSAGE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  // Payments (app/modules/payments/): Stripe. Without a secret key, paying says it is not configured.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe-compatible API (the stand-in of `npm run standin:stripe`), e.g. http://127.0.0.1:4030 */
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  /**
   * The Android app (a Trusted Web Activity) this site vouches for: `<package id>=<SHA-256 signing
   * certificate fingerprint>`, several separated by commas (the upload key and Play's app signing
   * key). Set, /.well-known/assetlinks.json serves them; unset, it is 404 (app/modules/deployment).
   */
  ANDROID_ASSET_LINKS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) => value.split(",").map((pair) => pair.trim()))
      .pipe(z.array(AssetLinkPair).min(1))
      .optional(),
  ),
  // OAuth2 connections of /integrations (app/modules/integrations/oauth-config.server.ts): one
  // generic flow, enabled per provider when its client id, secret and both URLs are set; scopes
  // are space-separated; the data API's origin (_API_URL) defaults to the provider's own
  // (app/modules/integrations/provider-apis.ts). Unset → the card says the provider is not configured on this server.
  OAUTH_GARMIN_CLIENT_ID: optionalText,
  OAUTH_GARMIN_CLIENT_SECRET: optionalText,
  OAUTH_GARMIN_AUTHORIZE_URL: oauthUrl,
  OAUTH_GARMIN_TOKEN_URL: oauthUrl,
  OAUTH_GARMIN_SCOPES: optionalText,
  OAUTH_GARMIN_API_URL: oauthUrl,
  OAUTH_WHOOP_CLIENT_ID: optionalText,
  OAUTH_WHOOP_CLIENT_SECRET: optionalText,
  OAUTH_WHOOP_AUTHORIZE_URL: oauthUrl,
  OAUTH_WHOOP_TOKEN_URL: oauthUrl,
  OAUTH_WHOOP_SCOPES: optionalText,
  OAUTH_WHOOP_API_URL: oauthUrl,
  OAUTH_OURA_CLIENT_ID: optionalText,
  OAUTH_OURA_CLIENT_SECRET: optionalText,
  OAUTH_OURA_AUTHORIZE_URL: oauthUrl,
  OAUTH_OURA_TOKEN_URL: oauthUrl,
  OAUTH_OURA_SCOPES: optionalText,
  OAUTH_OURA_API_URL: oauthUrl,
  OAUTH_POLAR_CLIENT_ID: optionalText,
  OAUTH_POLAR_CLIENT_SECRET: optionalText,
  OAUTH_POLAR_AUTHORIZE_URL: oauthUrl,
  OAUTH_POLAR_TOKEN_URL: oauthUrl,
  OAUTH_POLAR_SCOPES: optionalText,
  OAUTH_POLAR_API_URL: oauthUrl,
  OAUTH_WITHINGS_CLIENT_ID: optionalText,
  OAUTH_WITHINGS_CLIENT_SECRET: optionalText,
  OAUTH_WITHINGS_AUTHORIZE_URL: oauthUrl,
  OAUTH_WITHINGS_TOKEN_URL: oauthUrl,
  OAUTH_WITHINGS_SCOPES: optionalText,
  OAUTH_WITHINGS_API_URL: oauthUrl,
  // Web Push (app/modules/notifications/push.server.ts): the VAPID key pair (base64url, as web-push's
  // generateVAPIDKeys gives them) and a contact (mailto: or https:). Unset: the keys `npm run setup`
  // wrote to data/vapid-keys.json; none at all: notifications go by e-mail only.
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
      .default("mailto:support@fitplate.local"),
  ),
  /** The support address /support shows (commercial spec §9); replies to it reach the team. */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: "must be an e-mail address" }).default("support@fitplate.local")),
});

/** @param {URL} url */
function isBareOrigin(url) {
  return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
}

/**
 * The one line server.js logs at start when production settings are missing (null: none are).
 * @param {Pick<Env, "APP_URL">} env
 * @returns {string | null}
 */
export function startupWarning(env) {
  if (env.APP_URL) return null;
  return (
    "APP_URL is not set: fine for a local run, but production needs it (e.g. APP_URL=https://fitplate.example). " +
    "Without it, Stripe's return URLs use the request's origin only on localhost, 127.0.0.1 or [::1], e-mails carry bare paths, and any Host is accepted."
  );
}

/** @param {string} value */
function splitSecrets(value) {
  return value
    .split(",")
    .map((secret) => secret.trim())
    .filter((secret) => secret !== "");
}

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
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid environment configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS");
  }
  return env;
}

/**
 * The cookie-signing secrets, newest first (Remix cookie `secrets`: the first signs, every one
 * verifies, so an old secret can stay listed while cookies signed with it expire). Throws, naming
 * the fix, when production would run on the public development secret.
 * @param {Pick<Env, "NODE_ENV" | "SESSION_SECRET">} env
 * @returns {string[]}
 */
export function sessionSecrets(env) {
  const secrets = splitSecrets(env.SESSION_SECRET);
  if (env.NODE_ENV === "production" && secrets.some((secret) => secret === DEVELOPMENT_SESSION_SECRET || secret.startsWith("dev-only"))) {
    throw new Error(
      "SESSION_SECRET is the public development value, refused in production: run `npm run setup` " +
        `(it writes a random secret to ${SESSION_SECRET_FILE}) or set SESSION_SECRET to a long random value.`,
    );
  }
  return secrets;
}

const ENV_FILE_LOADED = Symbol.for("fitplate.envFileLoaded");

/**
 * The process environment, parsed. A local .env file, when present, fills the variables the
 * shell did not set; then, if SESSION_SECRET is still unset, the secret `npm run setup` wrote to
 * data/session-secret is used. Both are read once per process (server.js and the app bundle
 * share the flag).
 * @returns {Env}
 */
export function loadEnv() {
  const flags = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
  if (!flags[ENV_FILE_LOADED]) {
    flags[ENV_FILE_LOADED] = true;
    if (existsSync(".env")) process.loadEnvFile(".env");
    if (!process.env.SESSION_SECRET && existsSync(SESSION_SECRET_FILE)) {
      process.env.SESSION_SECRET = readFileSync(SESSION_SECRET_FILE, "utf8").trim();
    }
    if (!process.env.VAPID_PUBLIC_KEY && !process.env.VAPID_PRIVATE_KEY && existsSync(VAPID_KEYS_FILE)) {
      const keys = JSON.parse(readFileSync(VAPID_KEYS_FILE, "utf8"));
      process.env.VAPID_PUBLIC_KEY = keys.publicKey;
      process.env.VAPID_PRIVATE_KEY = keys.privateKey;
    }
  }
  return parseEnv(process.env);
}
