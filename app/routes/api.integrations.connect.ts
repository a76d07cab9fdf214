import { apiAction, notServed } from "~/http/write-policy.server";
import { connectIntegration } from "~/modules/integrations/connections.server";

/**
 * POST /api/integrations/connect {integrationId, userId?} (commercial spec §7) → `{ integration:
 * { id, name, status, lastSync, dataPoints, … } }`; an OAuth2 integration also gets `authorizeUrl`
 * (where the member signs in with the maker). A premium integration for a free member: 403 naming
 * the plan; a provider this server has no settings for: 503 "Connection Failed: …".
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => connectIntegration(userId, body),
});

export const loader = notServed(action);
