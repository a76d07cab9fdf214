// `npm run setup` step: writes a Web Push (VAPID) key pair to data/vapid-keys.json (git-ignored,
// owner-only) unless one is there already or VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set; loadEnv()
// reads it when the environment has none, as it reads the session secret.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { VAPID_KEYS_FILE } from "../app/env-schema.server.js";

if (process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY) {
  console.log("VAPID keys are set in the environment: no key file written.");
} else if (existsSync(VAPID_KEYS_FILE)) {
  console.log(`${VAPID_KEYS_FILE} exists: kept.`);
} else {
  mkdirSync(path.dirname(VAPID_KEYS_FILE), { recursive: true });
  writeFileSync(VAPID_KEYS_FILE, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600, flag: "wx" });
  console.log(`Wrote a Web Push key pair to ${VAPID_KEYS_FILE}.`);
}
