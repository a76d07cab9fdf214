// The stand-ins shared by a whole Vitest run (tests/setup/global-standins.ts).
import { inject } from "vitest";

export function sharedStandins(): { stripeUrl: string; openAiUrl: string } {
  return { stripeUrl: inject("stripeStandinUrl"), openAiUrl: inject("openAiStandinUrl") };
}

/** Puts both shared stand-ins back as new (their state, their failure switches). */
export async function resetStandins(): Promise<void> {
  const { stripeUrl, openAiUrl } = sharedStandins();
  const answers = await Promise.all([
    fetch(`${stripeUrl}/__control/reset`, { method: "POST" }),
    fetch(`${openAiUrl.replace(/\/v1$/, "")}/__control/reset`, { method: "POST" }),
  ]);
  for (const answer of answers) if (!answer.ok) throw new Error(`stand-in reset answered ${answer.status}`);
}
