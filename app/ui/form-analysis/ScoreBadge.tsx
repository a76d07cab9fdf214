import { scoreColor, type ScoreColor } from "~/modules/exercise-form/score";

const SCORE_STYLE: Record<ScoreColor, string> = {
  green: "bg-brand-50 text-brand-800 ring-brand-200",
  yellow: "bg-amber-50 text-amber-900 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
};

/** The score in its color band (spec §5: ≥ 80 green, ≥ 60 yellow, else red). */
export function ScoreBadge({ score, large = false }: { score: number; large?: boolean }) {
  const color = scoreColor(score);
  return (
    <span
      data-testid="form-score"
      data-color={color}
      className={`inline-flex shrink-0 items-baseline rounded-2xl px-3 py-1 font-bold tabular-nums ring-1 ${SCORE_STYLE[color]} ${large ? "text-4xl" : "text-lg"}`}
    >
      {score}
      <span className={`ml-0.5 font-semibold ${large ? "text-base" : "text-xs"}`}>/100</span>
    </span>
  );
}
