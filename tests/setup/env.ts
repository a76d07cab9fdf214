process.env.SESSION_SECRET ??= "test-secret-for-vitest-only";
// No test asks the real Open Food Facts: those that look products up point env at the stand-in.
process.env.OPENFOODFACTS_API_URL ??= "off";
