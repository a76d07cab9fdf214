import { loadEnv, type Env } from "./env-schema.server.js";

// The app's configuration, parsed once by the one schema in env-schema.server.js.
export { parseEnv } from "./env-schema.server.js";
export type { Env };

export const env: Env = loadEnv();
