// Issue 23, item 4: /support's status panel reads the last background round; page views call no service.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOpenAiClient } from "~/modules/ai/openai.server";
import { serviceStatus, stopStatusChecks } from "~/modules/support/status.server";
import { startOpenAiStandin, type OpenAiStandin } from "../standins/openai";

let standin: OpenAiStandin;
beforeAll(async () => {
  standin = await startOpenAiStandin();
  await stopStatusChecks();
});
afterAll(async () => {
  await stopStatusChecks();
  await standin.close();
});

it("20 loads of the status make at most one round of checks", async () => {
  const ai = createOpenAiClient({ apiKey: "standin", baseURL: standin.url, model: "gpt-4o-mini", timeoutMs: 2000 });
  const before = standin.requests.length;
  const views = await Promise.all(Array.from({ length: 20 }, () => serviceStatus(ai)));
  for (let i = 0; i < 20; i++) await serviceStatus(ai);
  expect(standin.requests.length - before).toBeLessThanOrEqual(1);
  expect(views[0]!.find((service) => service.service === "AI assistant")?.state).toBe("up");
});
