import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useCountdown } from "~/hooks/useClock";
import { SKIP_REST_INTENT } from "~/modules/workout/intents";
import { formatClock } from "~/modules/workout/timer";
import { Button } from "~/ui/Button";
import { ProgressBar } from "~/ui/ProgressBar";
import { useToast } from "~/ui/ToastArea";

/**
 * The rest countdown after a set (from the session's stored end, so a reload shows the time
 * left). Skip Rest posts a form; at 0 it says "Rest Complete!" (a toast as it happens).
 */
export function RestCard({ startedAt, endsAt, now, action }: { startedAt: string; endsAt: string; now: string; action: string }) {
  const left = useCountdown(endsAt, now);
  const total = Math.max(1, Math.round((new Date(endsAt).getTime() - new Date(startedAt).getTime()) / 1000));
  const toast = useToast();
  const before = useRef(left);
  useEffect(() => {
    if (before.current > 0 && left === 0) toast({ title: "Rest Complete!", description: "Time for your next set." });
    before.current = left;
  }, [left, toast]);
  const done = left === 0;
  return (
    <section
      aria-labelledby="rest-title"
      data-testid="rest-card"
      className={`rounded-2xl p-4 shadow-sm ring-1 ${done ? "bg-brand-50 ring-brand-100" : "bg-amber-50 ring-amber-200"}`}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="rest-title" className="text-lg font-semibold">
            {done ? "Rest Complete!" : "Rest"}
          </h2>
          <p className="text-sm text-slate-700">{done ? "Time for your next set." : `${total} s between sets`}</p>
        </div>
        <span
          role="timer"
          aria-label="Rest time left"
          data-testid="rest-left"
          className="font-mono text-5xl font-bold tabular-nums text-slate-900 lg:text-6xl"
        >
          {formatClock(left)}
        </span>
      </div>
      <div className="mt-3">
        <ProgressBar value={total - left} target={total} label="Rest elapsed" className={done ? "bar-brand-600" : "bar-amber-500"} />
      </div>
      <Form method="post" action={action} preventScrollReset className="mt-3">
        <Button name="intent" value={SKIP_REST_INTENT} variant="secondary" className="w-full">
          {done ? "Hide" : "Skip Rest"}
        </Button>
      </Form>
    </section>
  );
}
