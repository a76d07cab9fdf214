import { existsSync } from "node:fs";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default("file:./data/fitplate.db"),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").default("dev-only-secret-change-me-in-production"),
  COOKIE_SECURE: booleanFlag.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
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

// A local .env file, when present, fills variables the shell did not set.
if (existsSync(".env")) process.loadEnvFile(".env");

export const env = parseEnv(process.env);
