// `npm run setup` step: writes a random cookie-signing secret to data/session-secret (git-ignored,
// owner-only) unless one is there already or SESSION_SECRET is set. loadEnv() reads it when the
// environment has no SESSION_SECRET, so a fresh clone starts with `npm run setup && npm start`.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SESSION_SECRET_FILE } from "../app/env-schema.server.js";

if (process.env.SESSION_SECRET) {
  console.log("SESSION_SECRET is set in the environment: no secret file written.");
} else if (existsSync(SESSION_SECRET_FILE)) {
  console.log(`${SESSION_SECRET_FILE} exists: kept.`);
} else {
  mkdirSync(path.dirname(SESSION_SECRET_FILE), { recursive: true });
  writeFileSync(SESSION_SECRET_FILE, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  console.log(`Wrote a random session secret to ${SESSION_SECRET_FILE}.`);
}
