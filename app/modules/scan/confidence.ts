// Spec core §9: the confidence badge has three bands (above 0.9, above 0.8, otherwise); the health
// score's colors (commercial spec §5): 80 or more green, 60 to 79 yellow, below 60 red. Pure.

type Band = "high" | "medium" | "low";

export function confidenceBand(confidence: number): Band {
  if (confidence > 0.9) return "high";
  if (confidence > 0.8) return "medium";
  return "low";
}

export const CONFIDENCE_LABEL: Record<Band, string> = { high: "High confidence", medium: "Medium confidence", low: "Low confidence" };

export function healthBand(score: number): Band {
  if (score >= 80) return "high";
  if (score >= 60) return "medium";
  return "low";
}

/** Badge classes per band: green, yellow, red, each with AA contrast on its background. */
export const BAND_CLASS: Record<Band, string> = {
  high: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  medium: "bg-amber-100 text-amber-900 ring-amber-300",
  low: "bg-red-100 text-red-900 ring-red-300",
};
