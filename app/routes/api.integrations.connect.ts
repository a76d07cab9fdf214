import { apiAction, notServed } from "~/http/write-policy.server";
import { connectIntegration } from "~/modules/integrations/connections.server";
import { describeRoute } from "~/http/openapi/describe";
import { ConnectInput } from "~/modules/integrations/inputs";

/**
 * POST /api/integrations/connect {integrationId, userId?} (commercial spec §7) → `{ integration:
 * { id, name, status, lastSync, dataPoints, … } }`; an OAuth2 integration also gets `authorizeUrl`
 * (where the member signs in with the maker). A premium integration for a free member: 403 naming
 * the plan; a provider this server has no settings for: 503 "Connection Failed: …".
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => connectIntegration(userId, body),
  }),
  {
    POST: {
      summary: "Connect an integration",
      body: ConnectInput,
      example: { integrationId: "apple-health" },
      returns: "{ integration: { id, name, status, lastSync, dataPoints, … } }, with authorizeUrl for an OAuth2 integration",
      errors: {
        403: "Premium integrations are part of Premium: upgrade on /premium to use it.",
        503: "Connection Failed: Please check your device settings and try again.",
      },
    },
  },
);

export const loader = notServed(action);
