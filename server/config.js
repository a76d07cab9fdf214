// The HTTP server's own settings, parsed with Zod like app/env.server.ts parses the app's.
import { z } from "zod";

const ServerConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
});

/** @param {Record<string, string | undefined>} source */
export function parseServerConfig(source) {
  const result = ServerConfig.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}
