import { fetchOk, resultOf, type CheckResult, type Site } from "./site";

export const SERVICE_WORKER_PATH = "/sw.js";

/** The service worker script is served as JavaScript (a browser registers nothing else). */
export async function checkServiceWorker(site: Site): Promise<CheckResult> {
  const result = resultOf("service-worker", "Service worker");
  const answer = await fetchOk(site, SERVICE_WORKER_PATH);
  if (typeof answer === "string") return result("fail", answer);
  if (!/javascript/i.test(answer.contentType))
    return result("fail", `${SERVICE_WORKER_PATH} is served as ${answer.contentType || "nothing"}, not JavaScript`);
  return result("pass", `${SERVICE_WORKER_PATH} is served`);
}
