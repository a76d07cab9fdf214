import { loadEnv, sessionSecrets as secretsOf, type Env } from "./env-schema.server.js";

// The app's configuration, parsed once by the one schema in env-schema.server.js.
export { parseEnv } from "./env-schema.server.js";
export { secretsOf };
export { DEVELOPMENT_SESSION_SECRET } from "./env-schema.server.js";
export type { Env };

export const env: Env = loadEnv();

/** Cookie-signing secrets, newest first; the public development one is refused in production. */
export const sessionSecrets: string[] = secretsOf(env);
