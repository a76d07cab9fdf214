import { Form, Link, useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "./useHydrated";
import { isDismissSwipe, TOAST_DURATION_MS, type Toast } from "~/shared/toast";

type ShowToast = (toast: Omit<Toast, "id">) => void;

const FLOATING =
  "pointer-events-none fixed inset-x-0 bottom-[calc(var(--touch)+2.5rem+env(safe-area-inset-bottom))] z-30 flex justify-center px-3";
/**
 * FLOATING for a page not hydrated yet, in a browser that will run its scripts (the same computed style).
 * Written out class by class: Tailwind generates only the classes it finds whole in the source.
 */
const FLOATING_WHEN_SCRIPTING =
  "scripting:pointer-events-none scripting:fixed scripting:inset-x-0 scripting:bottom-[calc(var(--touch)+2.5rem+env(safe-area-inset-bottom))] scripting:z-30 scripting:max-w-none scripting:px-3 scripting:pt-0";

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from client code (fetchers); a newer toast replaces the visible one. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/**
 * The one toast area of the app. `fromServer` is the toast a redirect carried (no-JS forms);
 * client code adds its own through useToast. At most one is visible, for 5000 ms.
 *
 * Toasts never hide navigation: without JavaScript the toast is part of the page flow above the
 * content and its × is a link that reloads the page without it (the toast cookie is one-shot);
 * with it the toast floats above the bottom navigation, clear of the headers, and goes away by
 * itself once hydrated.
 */
export function ToastArea({ fromServer, children }: { fromServer: Toast | null; children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(fromServer);
  const hydrated = useHydrated();
  const location = useLocation();

  // A toast from the server (after a redirect) replaces the visible one.
  const [lastFromServer, setLastFromServer] = useState(fromServer);
  if (fromServer !== lastFromServer) {
    setLastFromServer(fromServer);
    if (fromServer) setToast(fromServer);
  }

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const swipeStart = useRef<number | null>(null);
  const show = useCallback<ShowToast>((next) => setToast({ ...next, id: `${Date.now()}-${Math.random()}` }), []);
  const value = useMemo(() => show, [show]);

  // Where the toast sits must not change when React hydrates: the page would move under a thumb about
  // to tap (issue 44). A browser that will run scripts floats it from the first paint (`scripting:`);
  // one that will not keeps it in the page flow, and an empty area takes no room there.
  const placement = hydrated
    ? FLOATING
    : `mx-auto flex w-full max-w-3xl justify-center px-4${toast ? " pt-3" : ""} ${FLOATING_WHEN_SCRIPTING}`;

  return (
    <ToastContext.Provider value={value}>
      <div aria-live="polite" role="status" className={placement}>
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
              "pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl border px-4 py-2 shadow-lg",
              toast.variant === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-brand-100 bg-white text-slate-900",
            ].join(" ")}
          >
            <div className="min-w-0 flex-1 py-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description ? <p className="break-words text-sm text-slate-700">{toast.description}</p> : null}
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
            <Link
              to={location.pathname + location.search}
              replace
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setToast(null);
              }}
              className="-mr-2 inline-flex min-h-touch min-w-touch items-center justify-center text-xl leading-none text-slate-600"
              aria-label="Dismiss"
            >
              ×
            </Link>
          </div>
        ) : null}
      </div>
      {children}
    </ToastContext.Provider>
  );
}
