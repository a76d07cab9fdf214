// Vitest global setup of the database projects: the Stripe, OpenAI and Open Food Facts stand-ins,
// started once per run and shared by every test file that asks for them (inject("stripeStandinUrl"),
// inject("openAiStandinUrl"), inject("openFoodFactsStandinUrl")). A test puts a stand-in back as new through its own control endpoint
// (POST <stand-in>/__control/reset, see resetStandins), never by restarting it.
import { startOpenAiStandin } from "../standins/openai";
import { startOpenFoodFactsStandin } from "../standins/openfoodfacts";
import { startStripeStandin } from "../standins/stripe";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** the shared Stripe stand-in's base URL (STRIPE_API_BASE) */
    stripeStandinUrl: string;
    /** the shared OpenAI stand-in's base URL, ending in /v1 (OPENAI_BASE_URL) */
    openAiStandinUrl: string;
    /** the shared Open Food Facts stand-in's base URL (OPENFOODFACTS_API_URL) */
    openFoodFactsStandinUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [stripe, openai, openFoodFacts] = await Promise.all([startStripeStandin(), startOpenAiStandin(), startOpenFoodFactsStandin()]);
  project.provide("stripeStandinUrl", stripe.url);
  project.provide("openAiStandinUrl", openai.url);
  project.provide("openFoodFactsStandinUrl", openFoodFacts.url);
  return async () => {
    await Promise.all([stripe.close(), openai.close(), openFoodFacts.close()]);
  };
}
