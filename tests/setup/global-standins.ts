// Vitest global setup of the database projects: the Stripe and OpenAI stand-ins, started once per
// run and shared by every test file that asks for them (inject("stripeStandinUrl"),
// inject("openAiStandinUrl")). A test puts a stand-in back as new through its own control endpoint
// (POST <stand-in>/__control/reset, see resetStandins), never by restarting it.
import { startOpenAiStandin } from "../standins/openai";
import { startStripeStandin } from "../standins/stripe";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** the shared Stripe stand-in's base URL (STRIPE_API_BASE) */
    stripeStandinUrl: string;
    /** the shared OpenAI stand-in's base URL, ending in /v1 (OPENAI_BASE_URL) */
    openAiStandinUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [stripe, openai] = await Promise.all([startStripeStandin(), startOpenAiStandin()]);
  project.provide("stripeStandinUrl", stripe.url);
  project.provide("openAiStandinUrl", openai.url);
  return async () => {
    await Promise.all([stripe.close(), openai.close()]);
  };
}
