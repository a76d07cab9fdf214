import webpush from "web-push";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { z } from "zod";
import type { NotificationMessage } from "./kinds.server";

/** What a browser's p256dh is (RFC 8291 §3.2): an uncompressed P-256 point, 65 bytes that start 0x04. */
const isUncompressedP256Point = (key: string) => {
  const bytes = Buffer.from(key, "base64url");
  return bytes.length === 65 && bytes[0] === 0x04;
};

/** A browser's PushSubscription as PushManager.subscribe() gives it (toJSON()). */
export const PushSubscriptionInput = z.object({
  // A browser gives its push service's URL serialized: ASCII only (other text is no endpoint, and a lone surrogate would fail the write).
  endpoint: z
    .url({ protocol: /^https?$/, error: "must be the push service's URL" })
    .max(2000)
    .regex(/^[\x21-\x7e]+$/, "must be the push service's URL"),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[\w-]{80,100}$/, "must be the browser's P-256 key (base64url)")
      .refine(isUncompressedP256Point, "must be the browser's P-256 key (base64url)"),
    auth: z.string().regex(/^[\w-]{16,32}$/, "must be the browser's auth secret (base64url)"),
  }),
});

/** The VAPID public key a browser subscribes with, or null when Web Push is not configured. */
export const vapidPublicKey = () => (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? env.VAPID_PUBLIC_KEY : null);

export async function savePushSubscription(userId: number, input: unknown) {
  const { endpoint, keys } = PushSubscriptionInput.parse(input);
  const data = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  await db.pushSubscription.upsert({ where: { endpoint }, create: data, update: data });
  return { endpoint, subscribed: true };
}

/** Which of the member's subscriptions to drop: its push service URL, as the browser's PushSubscription.endpoint gives it. */
export const PushEndpointInput = z.object({ endpoint: PushSubscriptionInput.shape.endpoint });

/**
 * Drops one of the member's own subscriptions (this browser turned push off). Another member's
 * endpoint is refused as one that is not there, so it tells nothing of theirs.
 */
export async function removePushSubscription(userId: number, input: unknown) {
  const { endpoint } = PushEndpointInput.parse(input);
  const { count } = await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  if (count === 0) throw new DomainError(404, "Push subscription not found");
  return { endpoint, subscribed: false };
}

/** How many browsers the member's notifications go to by push, and the key a new one subscribes with. */
export async function pushDevices(userId: number) {
  return { publicKey: vapidPublicKey(), devices: await db.pushSubscription.count({ where: { userId } }) };
}

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends the message to each of the member's subscriptions (web-push encrypts it, RFC 8291, and signs
 * the VAPID JWT; the request is ours, so any http(s) push service works). A 404/410 answer drops the
 * subscription. Returns whether at least one push service took it.
 */
export async function sendPush(userId: number, message: NotificationMessage): Promise<boolean> {
  const publicKey = vapidPublicKey();
  if (!publicKey || !env.VAPID_PRIVATE_KEY) return false;
  const subscriptions = await db.pushSubscription.findMany({ where: { userId } });
  let delivered = false;
  for (const subscription of subscriptions) {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: env.VAPID_SUBJECT, publicKey, privateKey: env.VAPID_PRIVATE_KEY }, TTL: 3600 },
      );
    } catch (error) {
      // A stored key nothing can encrypt to (a row written before the key check, or by hand) can never
      // be delivered: drop it, as a 410 would, so it neither stops this tick nor the member's next one.
      console.warn(`notifications: dropped member ${userId}'s push subscription:`, error instanceof Error ? error.message : error);
      await db.pushSubscription.deleteMany({ where: { id: subscription.id } });
      continue;
    }
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (response.status === 404 || response.status === 410) await db.pushSubscription.deleteMany({ where: { id: subscription.id } });
      else if (response.ok) delivered = true;
      else console.warn(`notifications: push service answered ${response.status} for member ${userId}`);
    } catch (error) {
      console.warn(`notifications: push to member ${userId} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return delivered;
}
