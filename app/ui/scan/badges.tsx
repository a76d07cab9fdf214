import { BAND_CLASS, CONFIDENCE_LABEL, confidenceBand, healthBand } from "~/modules/scan/confidence";

/** How sure the model was of a food (spec core §9's three bands), as a colored badge. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const band = confidenceBand(confidence);
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs ring-1 ${BAND_CLASS[band]}`} data-band={band}>
      {CONFIDENCE_LABEL[band]} · {Math.round(confidence * 100)} %
    </span>
  );
}

/** The meal's health score out of 100, green from 80, yellow from 60, red below. */
export function HealthScoreBadge({ score }: { score: number }) {
  const band = healthBand(score);
  return (
    <p
      className={`inline-flex items-baseline gap-1 whitespace-nowrap rounded-xl px-3 py-1 ring-1 ${BAND_CLASS[band]}`}
      data-testid="health-score"
      data-band={band}
    >
      <span className="text-sm">Health score</span>
      <span className="text-2xl font-bold">{score}</span>
      <span className="text-sm">/ 100</span>
    </p>
  );
}
