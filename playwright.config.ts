import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import webpush from "web-push";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The Stripe stand-in the e2e server pays through (tests/standins/stripe.ts). */
const STRIPE_PORT = PORT + 10;
/** A second app server with an AI model (the OpenAI stand-in): the meal scan's tests use it (SCAN_BASE_URL). */
const SCAN_PORT = PORT + 1;
const OPENAI_PORT = PORT + 20;
/** The OAuth2 stand-in (tests/standins/oauth2.ts): the e2e server's Withings signs in and syncs through it. */
const OAUTH_PORT = PORT + 30;
/** The Open Food Facts stand-in (tests/standins/openfoodfacts.ts): both app servers look barcodes up there. */
const OPENFOODFACTS_PORT = PORT + 40;
const OPENFOODFACTS_API_URL = `http://127.0.0.1:${OPENFOODFACTS_PORT}`;
process.env.SCAN_BASE_URL = `http://127.0.0.1:${SCAN_PORT}`;
/** Web Push keys of the e2e server (made per run: no key file in data/ is read), so the screens offer push. */
const VAPID = webpush.generateVAPIDKeys();
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
 * desktop browser around it) runs the journeys at a fraction of the full browser's CPU: a new
 * browser context costs it a quarter (docs/decisions/0035-browser-tests-in-the-headless-shell.md).
 * Without it, the full Chromium runs them all.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

// Debian's Chromium (no browser download): see scripts/test.sh and docs/decisions.
const launchOptions = {
  executablePath: existsSync(headlessShell) ? headlessShell : CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers, files side by side (issue 22): every journey signs in its own guest or member, and
  // each app server runs on its own copy of one seeded template (scripts/e2e-server.sh).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // 120 s a test (Playwright's default is 30): the axe checks walk up to seven pages each, and beside
  // a second worker on a busy 2-core machine one took over 60 s.
  timeout: 120_000,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // The service worker would precache every asset in each test's fresh browser context: only
    // tests/e2e/pwa.spec.ts, which is about it, lets it run.
    serviceWorkers: "block",
  },
  projects: [
    // Each project's `use` is merged over the top-level one, which gives them all Debian's Chromium.
    { name: "phone", use: { ...devices["Pixel 5"] }, testIgnore: /no-js|kiosk|pwa/ },
    // Chromium's install check (Page.getInstallabilityErrors) lives in the full browser only.
    {
      name: "phone-chromium",
      use: { ...devices["Pixel 5"], launchOptions: { ...launchOptions, executablePath: CHROMIUM_PATH } },
      testMatch: /pwa/,
    },
    { name: "kiosk", use: { viewport: { width: 1920, height: 1080 }, hasTouch: true }, testMatch: /shell/ },
    { name: "no-js", use: { ...devices["Pixel 5"], javaScriptEnabled: false }, testMatch: /no-js/ },
  ],
  webServer: [
    {
      command: `npx tsx tests/standins/stripe.ts`,
      url: `http://127.0.0.1:${STRIPE_PORT}/v1/balance`,
      env: { PORT: String(STRIPE_PORT), WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/stripe/webhook`, STRIPE_WEBHOOK_SECRET: "whsec_e2e" },
      timeout: 60_000,
    },
    {
      command: `bash scripts/e2e-server.sh ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      env: {
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_WEBHOOK_SECRET: "whsec_e2e",
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
        OAUTH_WITHINGS_CLIENT_ID: "standin",
        OAUTH_WITHINGS_CLIENT_SECRET: "standin-secret",
        OAUTH_WITHINGS_AUTHORIZE_URL: `http://127.0.0.1:${OAUTH_PORT}/authorize`,
        OAUTH_WITHINGS_TOKEN_URL: `http://127.0.0.1:${OAUTH_PORT}/token`,
        OAUTH_WITHINGS_API_URL: `http://127.0.0.1:${OAUTH_PORT}`,
        OPENFOODFACTS_API_URL,
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
      },
      timeout: 120_000,
    },
    {
      command: `npx tsx tests/standins/oauth2.ts`,
      // /authorize without its query answers 400, which Playwright takes as "up".
      url: `http://127.0.0.1:${OAUTH_PORT}/authorize`,
      env: { PORT: String(OAUTH_PORT) },
      timeout: 60_000,
    },
    {
      command: `npx tsx tests/standins/openfoodfacts.ts`,
      url: `${OPENFOODFACTS_API_URL}/__control/requests`,
      env: { PORT: String(OPENFOODFACTS_PORT) },
      timeout: 60_000,
    },
    {
      command: `npx tsx tests/standins/openai.ts`,
      url: `http://127.0.0.1:${OPENAI_PORT}/v1/models`,
      env: { PORT: String(OPENAI_PORT) },
      timeout: 60_000,
    },
    {
      command: `bash scripts/e2e-server.sh ${SCAN_PORT} e2e-scan`,
      url: `http://127.0.0.1:${SCAN_PORT}/`,
      env: { OPENAI_API_KEY: "standin", OPENAI_BASE_URL: `http://127.0.0.1:${OPENAI_PORT}/v1`, OPENFOODFACTS_API_URL },
      timeout: 120_000,
    },
  ],
});
