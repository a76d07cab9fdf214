import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import {
  PushEndpointInput,
  PushSubscriptionInput,
  removePushSubscription,
  savePushSubscription,
} from "~/modules/notifications/push.server";
import { z } from "zod";

const Subscribed = z.object({ endpoint: z.string(), subscribed: z.boolean() });
const endpoint = "https://fcm.googleapis.com/fcm/send/dXJlYWRlciBleGFtcGxl";

/**
 * POST /api/push-subscriptions: this browser's Web Push subscription (issue 43); one its push service
 * calls gone is dropped. DELETE /api/push-subscriptions?endpoint=: this browser turned push off (the
 * write policy reads no DELETE body, so the endpoint comes in the query).
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST", "DELETE"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body, request }) =>
      request.method === "DELETE"
        ? removePushSubscription(userId, { endpoint: new URL(request.url).searchParams.get("endpoint") ?? undefined })
        : savePushSubscription(userId, body),
  }),
  {
    POST: {
      summary: "Send your notifications to this browser",
      description:
        "The PushSubscription a browser's PushManager.subscribe() gave (its toJSON()), made with the server's VAPID public key. Reminders and updates then come by Web Push; a push service answering 404 or 410 drops it.",
      body: PushSubscriptionInput,
      example: {
        endpoint,
        keys: {
          p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
          auth: "tBHItJI5svbpez7KI4CCXg",
        },
      },
      response: Subscribed,
      responseExample: { endpoint, subscribed: true },
    },
    DELETE: {
      summary: "Stop sending your notifications to this browser",
      description:
        "The endpoint of one of your subscriptions (its PushSubscription.endpoint), in the query: it is dropped, and notifications no longer come by push to that browser (by e-mail when no push subscription is left).",
      query: PushEndpointInput,
      response: Subscribed,
      responseExample: { endpoint, subscribed: false },
      errors: { 404: "Push subscription not found" },
    },
  },
);

export const loader = notServed(action);
