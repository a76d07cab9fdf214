import "~/zod-config";
import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { takeToast } from "~/http/toast.server";
import { isKioskRequest } from "~/modules/auth/kiosk.server";
import { endSession, getSessionUserId, hasSessionCookie, KIOSK_IDLE_MS } from "~/modules/auth/session.server";
import { KioskBar } from "~/ui/account/KioskBar";
import { AppFooter } from "~/ui/AppFooter";
import { BottomNav } from "~/ui/BottomNav";
import { buttonClass } from "~/ui/Button";
import { Stylesheet } from "~/ui/stylesheet";
import { HistoryEntryScript } from "~/ui/HistoryEntryScript";
import { useNonce } from "~/ui/nonce";
import { ToastArea } from "~/ui/ToastArea";
import { OfflineSync } from "~/ui/offline/OfflineSync";
import { ICON_192 } from "~/pwa/icons";
import { MANIFEST_PATH } from "~/pwa/names";

// The server writes the stylesheet into a first visit's page or links it (Stylesheet); in development the client also
// loads it as a module, so Vite's hot reload restyles the page when classes or app.css change.
if (import.meta.env.DEV) void import("~/styles/app.css");

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: MANIFEST_PATH },
  { rel: "apple-touch-icon", href: ICON_192.path },
];

export const meta: MetaFunction = () => [
  { title: "Fitplate — nutrition and fitness tracker" },
  { name: "description", content: "Log what you eat, see calories and macros against your goals, and track workouts." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, clear } = await takeToast(request);
  // A kiosk screen with no one signed in shows only the kiosk sign-in (Start tracking or /login
  // would otherwise be a door to a session on a shared screen); an ended session (2 idle minutes,
  // the server's clock) is said so there.
  const kiosk = isKioskRequest(request) && (await getSessionUserId(request)) !== null;
  if (isKioskRequest(request) && !kiosk && new URL(request.url).pathname !== "/kiosk") {
    // The ended session's cookie goes too, so only this answer says "signed out after 2 idle minutes".
    if (hasSessionCookie(request)) throw redirect("/kiosk?ended=idle", { headers: { "Set-Cookie": await endSession(request) } });
    throw redirect("/kiosk");
  }
  // Without JavaScript nothing counts the idle minutes down: the page reloads itself just after the
  // server's idle sign-out, and the reload lands on the signed-out kiosk (above).
  const kioskReloadSeconds = kiosk ? KIOSK_IDLE_MS / 1000 + 5 : null;
  return data({ toast, kiosk, kioskReloadSeconds }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#059669" />
        <HistoryEntryScript nonce={nonce} />
        {rootData?.kioskReloadSeconds ? (
          // With JavaScript the kiosk bar's countdown signs out instead.
          <noscript>
            <meta httpEquiv="refresh" content={String(rootData.kioskReloadSeconds)} />
          </noscript>
        ) : null}
        <Meta />
        <Stylesheet />
        <Links />
      </head>
      <body>
        <ToastArea fromServer={rootData?.toast ?? null}>
          <main className="mx-auto min-h-screen w-full max-w-3xl px-4 pb-[calc(var(--touch)+4rem)] pt-4 lg:max-w-7xl">
            {rootData?.kiosk ? <KioskBar /> : null}
            {children}
            <AppFooter />
          </main>
          <BottomNav />
          <OfflineSync />
        </ToastArea>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="py-16 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
        <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonClass("primary", "mt-6")}>
          Go to Home
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <TryAgain />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A throttled page (429) says when to come back; other errors show only their status.
  const tooMany = isRouteErrorResponse(error) && status === 429 && typeof error.data === "string" ? error.data : null;
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        {status === 500 ? "An unexpected error occurred. Please try again." : (tooMany ?? `Error ${status}`)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go to Home
        </Link>
        {status === 500 && <ReloadLink />}
      </div>
    </section>
  );
}

/**
 * Loads this page again as a document: after a request that failed on a flaky network (a tap's
 * loader data, or its route's discovery, ADR 0049), the browser asks the server for the whole page
 * once more, or shows the offline page when there is no network at all.
 */
function ReloadLink({ variant = "secondary", extra = "" }: { variant?: "primary" | "secondary"; extra?: string }) {
  const { pathname, search } = useLocation();
  return (
    <a href={pathname + search} className={buttonClass(variant, extra)}>
      Try again
    </a>
  );
}

/** The database could not be reached (app/db-unavailable.server.ts): a plain link that loads this page again, with or without JavaScript. */
function TryAgain() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">Service temporarily unavailable</h1>
      <p className="mt-2 text-slate-600">We could not reach our database just now. Please try again in a few seconds.</p>
      <ReloadLink variant="primary" extra="mt-6" />
    </section>
  );
}
