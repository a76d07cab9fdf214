import { Form } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { isDismissSwipe, TOAST_DURATION_MS, type Toast } from "./toast";

type ShowToast = (toast: Omit<Toast, "id">) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from client code (fetchers); a newer toast replaces the visible one. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/**
 * The one toast area of the app. `fromServer` is the toast a redirect carried (no-JS forms);
 * client code adds its own through useToast. At most one is visible, for 5000 ms.
 */
export function ToastArea({ fromServer, children }: { fromServer: Toast | null; children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(fromServer);

  useEffect(() => {
    if (fromServer) setToast(fromServer);
  }, [fromServer]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const swipeStart = useRef<number | null>(null);

  const show = useCallback<ShowToast>((next) => setToast({ ...next, id: `${Date.now()}-${Math.random()}` }), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 top-2 z-30 flex justify-center px-3">
        {toast ? (
          <div
            key={toast.id}
            data-testid="toast"
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={(event) => {
              if (swipeStart.current !== null && isDismissSwipe(swipeStart.current, event.clientX)) setToast(null);
              swipeStart.current = null;
            }}
            className={[
              "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg",
              toast.variant === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-brand-100 bg-white text-slate-900",
            ].join(" ")}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description ? <p className="text-sm opacity-80">{toast.description}</p> : null}
            </div>
            {toast.undo ? (
              <Form method="post" action={toast.undo.action} onSubmit={() => setToast(null)}>
                {Object.entries(toast.undo.fields).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" className="min-h-touch rounded-lg px-3 font-semibold text-brand-700">
                  Undo
                </button>
              </Form>
            ) : null}
            <button
              type="button"
              onClick={() => setToast(null)}
              className="-m-2 min-h-touch min-w-touch text-lg leading-none opacity-60"
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
