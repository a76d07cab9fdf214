/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { FOOD_LOG_SYNC_TAG, sendQueuedFoodLogs } from "./food-log-queue";
import { OFFLINE_PAGE, QUEUE_SENT_MESSAGE } from "./names";

// The service worker (/sw.js), bundled and given its precache list by scripts/build-pwa.ts
// (docs/decisions/0026-installable-offline-app.md). It caches only what is the same for everyone:
// the built assets, icons, manifest and the offline page. Pages, loader data and /api answers are
// never cached; when a page cannot be fetched, the offline page answers instead.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
type SyncEvent = ExtendableEvent & { tag: string };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

// A new version takes over at once: it serves no page from cache, so nothing old lingers.
self.addEventListener("install", () => void self.skipWaiting());
// Navigation preload: the page request starts while the worker boots, so pages are not slowed by it.
self.addEventListener("activate", (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()])),
);

// Background Sync: the browser wakes this worker when the connection returns, even with no tab open.
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== FOOD_LOG_SYNC_TAG) return;
  sync.waitUntil(
    sendQueuedFoodLogs().then(async (report) => {
      const pages = await self.clients.matchAll({ type: "window" });
      for (const page of pages) page.postMessage({ type: QUEUE_SENT_MESSAGE, report });
      // A failed sync is retried by the browser later.
      if (report.waiting > 0) throw new Error("Food logs still waiting");
    }),
  );
});

// Web Push (issue 43): the scheduler's message is {title, body, url}; a tap opens that screen of this site.
self.addEventListener("push", (event) => {
  const message = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string };
  const url = typeof message.url === "string" && message.url.startsWith("/") ? message.url : "/";
  event.waitUntil(
    self.registration.showNotification(message.title ?? "Fitplate", {
      body: message.body ?? "",
      icon: "/icons/icon-192.png",
      data: { url },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((pages) => {
      const open = pages.find((page) => page.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
