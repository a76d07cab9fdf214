process.env.SESSION_SECRET ??= "test-secret-for-vitest-only";
