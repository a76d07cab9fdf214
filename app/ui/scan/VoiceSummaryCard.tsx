import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { useHydrated } from "~/ui/useHydrated";
import { useSpeech } from "./useSpeech";

const LABEL = { idle: "Play", loading: "Starting…", playing: "Pause" } as const;

/** The AI voice summary (spec core §2): the text, Play/Pause, and bars that move while it speaks. */
export function VoiceSummaryCard({ text }: { text: string }) {
  const hydrated = useHydrated();
  const { state, unavailable, toggle } = useSpeech();
  return (
    <Card title="AI voice summary" titleId="voice-summary">
      <div className="flex items-start gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-800" data-testid="voice-summary-text">
          {text}
        </p>
        {hydrated ? (
          <div className="flex shrink-0 flex-col items-center gap-2">
            <Button
              type="button"
              variant="secondary"
              onClick={() => void toggle(text)}
              aria-pressed={state === "playing"}
              data-state={state}
            >
              {LABEL[state]}
            </Button>
            <span className="flex h-5 items-end gap-0.5" aria-hidden="true">
              {[0, 1, 2, 3].map((bar) => (
                <span
                  key={bar}
                  className={`w-1 rounded-sm bg-brand-600 ${state === "playing" ? "animate-pulse" : ""}`}
                  style={{ height: state === "playing" ? `${40 + ((bar * 23) % 60)}%` : "20%", animationDelay: `${bar * 150}ms` }}
                />
              ))}
            </span>
          </div>
        ) : null}
      </div>
      {unavailable ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {unavailable}
        </p>
      ) : null}
    </Card>
  );
}
