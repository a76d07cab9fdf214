import { resultOf, type CheckResult } from "./site";

/** The database answers a trivial query (`ping`). */
export async function checkDatabase(ping: () => Promise<unknown>): Promise<CheckResult> {
  const result = resultOf("database", "Database");
  try {
    await ping();
    return result("pass", "Reachable");
  } catch {
    return result("fail", "Not reachable");
  }
}
