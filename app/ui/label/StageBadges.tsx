/** The scanner's stages (spec commercial §4): detect, then analyze while a scan runs, then ar. */
export type Stage = "detect" | "analyze" | "ar";

const STAGES: [Stage, string][] = [
  ["detect", "Detect"],
  ["analyze", "Analyze"],
  ["ar", "AR View"],
];

/** The mode badges over the camera view, the current stage highlighted. */
export function StageBadges({ stage }: { stage: Stage }) {
  return (
    <ol className="flex flex-wrap gap-2" aria-label="Scanner mode">
      {STAGES.map(([id, name]) => (
        <li
          key={id}
          aria-current={stage === id ? "step" : undefined}
          className={[
            "rounded-full px-3 py-1 text-sm font-semibold ring-1",
            stage === id ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300",
          ].join(" ")}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}
