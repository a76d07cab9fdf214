import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";

const IDLE_SECONDS = 120;

/**
 * On a kiosk session: who is signed in, the idle countdown (the server ends the session after 2
 * minutes without a request; each page restarts both clocks) and Done. Without JavaScript only
 * Done shows; the server's expiry still applies.
 */
export function KioskBar() {
  const hydrated = useHydrated();
  const location = useLocation();
  const submit = useSubmit();
  const [left, setLeft] = useState({ key: location.key, seconds: IDLE_SECONDS });
  if (left.key !== location.key) setLeft({ key: location.key, seconds: IDLE_SECONDS });

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((current) => ({ ...current, seconds: current.seconds - 1 })), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // At 0 the session ends on the server too (a mere visit to /kiosk would keep it alive) and the
  // kiosk start screen says why.
  const ended = left.seconds <= 0;
  useEffect(() => {
    if (ended) submit(null, { method: "post", action: "/kiosk?step=idle", replace: true });
  }, [ended, submit]);

  const seconds = Math.max(0, left.seconds);
  return (
    <div role="status" className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-amber-100 px-4 py-2 text-amber-950">
      <p className="text-sm font-medium">
        Kiosk mode
        {hydrated
          ? ` · signs out in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
          : " · signs out after 2 idle minutes"}
      </p>
      <Form method="post" action="/kiosk?step=done" replace>
        <Button>Done</Button>
      </Form>
    </div>
  );
}
