import { resultOf, type CheckResult } from "./site";

/** HTTPS is configured: the public origin (APP_URL) is https and cookies are Secure (COOKIE_SECURE, which also sends HSTS). */
export function checkHttps(env: { APP_URL?: string; COOKIE_SECURE: boolean }): CheckResult {
  const result = resultOf("https", "HTTPS");
  if (!env.APP_URL) return result("fail", "APP_URL is not set: set it to the public https:// origin");
  if (!env.APP_URL.startsWith("https://")) return result("fail", `APP_URL is ${env.APP_URL}: a store app needs https://`);
  if (!env.COOKIE_SECURE) return result("fail", "COOKIE_SECURE is false: set it to true so cookies only travel over HTTPS");
  return result("pass", `${env.APP_URL}, Secure cookies and HSTS`);
}
