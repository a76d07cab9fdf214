// Issue 43 item 2, the browser's side: on Profile, "Turn on notifications on this device" asks the
// browser's permission, subscribes with the server's VAPID key and sends the subscription to
// POST /api/push-subscriptions; "Turn off on this device" drops it (DELETE) and unsubscribes.
// Headless Chromium reaches no real push service offline, so the permission prompt and
// PushManager are stubbed: the browser "subscribes" at the push stand-in (tests/standins/push.ts).
import { expect, test } from "@playwright/test";
import { startPushStandin, type PushStandin } from "../standins/push";
import { fitsViewport, startTracking } from "./helpers";

// The app's service worker holds the push subscription: it has to be installed.
test.use({ serviceWorkers: "allow" });

let standin: PushStandin;
test.beforeAll(async () => {
  standin = await startPushStandin();
});
test.afterAll(() => standin?.close());

type Subscribed = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The browser's permission and PushManager, answering as a browser that allows and subscribes at the stand-in. */
function stubPush(subscription: Subscribed) {
  const SAVED = "test-push-subscription";
  const saved = () => {
    const json = localStorage.getItem(SAVED);
    if (!json) return null;
    return {
      endpoint: subscription.endpoint,
      toJSON: () => JSON.parse(json) as unknown,
      unsubscribe: async () => {
        localStorage.removeItem(SAVED);
        return true;
      },
    };
  };
  Object.defineProperty(Notification, "permission", {
    configurable: true,
    get: () => (localStorage.getItem(SAVED) ? "granted" : "default"),
  });
  Notification.requestPermission = async () => "granted";
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer | Uint8Array);
    localStorage.setItem("test-push-key", JSON.stringify({ userVisibleOnly: options!.userVisibleOnly, length: key.length, first: key[0] }));
    localStorage.setItem(SAVED, JSON.stringify({ ...subscription, expirationTime: null }));
    return saved() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => saved() as unknown as PushSubscription | null;
}

test("turns push notifications on for this device, kept by the server, and off again (JavaScript on)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(stubPush, standin.subscribe());
  await startTracking(page);
  await page.goto("/profile");

  const device = page.getByTestId("push-device");
  const devices = page.getByTestId("push-devices");
  await expect(device.getByRole("status")).toHaveText("Off for this device.");
  await expect(devices).toHaveText("No device of yours gets push notifications: they come by e-mail to a registered member.");
  // The app installs its worker after the page loads (precaching takes seconds on a busy machine).
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 30_000 })
    .toBe(true);

  await device.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(device.getByRole("status")).toHaveText("On for this device.", { timeout: 30_000 });
  await expect(devices).toContainText("Push notifications go to 1 device of yours");
  // Subscribed with the server's VAPID public key: an uncompressed P-256 point.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("test-push-key")))!)).toEqual({
    userVisibleOnly: true,
    length: 65,
    first: 4,
  });
  expect(await fitsViewport(page)).toBe(true);

  // The server kept it: a reload counts it from the database.
  await page.reload();
  await expect(devices).toContainText("Push notifications go to 1 device of yours");
  await expect(device.getByRole("status")).toHaveText("On for this device.");

  await device.getByRole("button", { name: "Turn off on this device" }).click();
  await expect(device.getByRole("status")).toHaveText("Off for this device.");
  await expect(devices).toHaveText("No device of yours gets push notifications: they come by e-mail to a registered member.");
  await page.reload();
  await expect(devices).toHaveText("No device of yours gets push notifications: they come by e-mail to a registered member.");
  expect(await page.evaluate(() => localStorage.getItem("test-push-subscription"))).toBeNull();
});
