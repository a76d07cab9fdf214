import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { ConnectInput } from "~/modules/integrations/inputs";
import { syncIntegration } from "~/modules/integrations/sync.server";

/**
 * POST /api/integrations/sync {integrationId} → `{ integration: { id, name, lastSync, dataPoints },
 * added }`: the same Sync now as /integrations, fetching what is new from a connected OAuth2
 * provider. 409 when it is not connected, 502 "Connection Failed: …" when the provider fails.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => syncIntegration(userId, body),
  }),
  {
    POST: {
      summary: "Sync a connected integration now",
      body: ConnectInput,
      example: { integrationId: "withings-body" },
      returns: "{ integration: { id, name, lastSync, dataPoints }, added }",
      errors: {
        400: "Apple Health brings its data in by import: import a new export on /integrations.",
        403: "Premium integrations are part of Premium: upgrade on /premium to use it.",
        409: "Withings Body+ is not connected.",
        502: "Connection Failed: Please check your device settings and try again. Withings Body+ answered 500 Internal Server Error.",
        503: "Connection Failed: Please check your device settings and try again. Withings Body+ is not configured on this server: …",
      },
    },
  },
);

export const loader = notServed(action);
