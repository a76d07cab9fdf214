import { useElapsed } from "~/hooks/useClock";
import { formatClock } from "~/modules/workout/timer";

/** The workout's elapsed time, large enough to read from across the gym. */
export function ElapsedClock({ start, now, className = "" }: { start: string; now: string; className?: string }) {
  const seconds = useElapsed(start, now);
  return (
    <span role="timer" aria-label="Elapsed time" data-testid="elapsed" className={`font-mono font-bold tabular-nums ${className}`}>
      {formatClock(seconds)}
    </span>
  );
}
