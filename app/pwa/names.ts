// Names the pages, the service worker and the build share. Pure: safe in client code.

/** The web app manifest, written at build time (scripts/build-pwa.ts). */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** The page a navigation gets when the network is out (public/offline.html, precached). */
export const OFFLINE_PAGE = "/offline.html";

/** The service worker's message to open pages after a Background Sync sent queued logs. */
export const QUEUE_SENT_MESSAGE = "food-log-queue-sent";

/** The IndexedDB database of the offline food-logging queue (pwa/food-log-queue.ts): made by the first log kept offline. */
export const OFFLINE_QUEUE_DB = "fitplate-offline";
