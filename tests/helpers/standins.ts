// The stand-ins shared by a whole Vitest run (tests/setup/global-standins.ts).
import { inject } from "vitest";

export function sharedStandins(): { stripeUrl: string; openAiUrl: string; openFoodFactsUrl: string } {
  return {
    stripeUrl: inject("stripeStandinUrl"),
    openAiUrl: inject("openAiStandinUrl"),
    openFoodFactsUrl: inject("openFoodFactsStandinUrl"),
  };
}

/**
 * POST to a stand-in's control endpoint. Sent again once if the connection fails: fetch may reuse a
 * kept-alive socket that the stand-in closed while this worker's event loop was busy (undici's
 * "other side closed"), and a reset sent twice is one reset.
 */
async function control(url: string): Promise<Response> {
  try {
    return await fetch(url, { method: "POST" });
  } catch {
    return fetch(url, { method: "POST" });
  }
}

/** Puts the shared stand-ins back as new (their state, their failure switches). */
export async function resetStandins(): Promise<void> {
  const { stripeUrl, openAiUrl, openFoodFactsUrl } = sharedStandins();
  const answers = await Promise.all([
    control(`${stripeUrl}/__control/reset`),
    control(`${openAiUrl.replace(/\/v1$/, "")}/__control/reset`),
    control(`${openFoodFactsUrl}/__control/reset`),
  ]);
  for (const answer of answers) if (!answer.ok) throw new Error(`stand-in reset answered ${answer.status}`);
}
