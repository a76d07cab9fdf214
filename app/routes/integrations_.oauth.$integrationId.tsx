import { pageLoader } from "~/http/read-policy.server";
import { oauthStep } from "~/http/screens/integration-oauth.server";
import { notServed } from "~/http/write-policy.server";
import { findIntegration } from "~/modules/integrations/catalogue";
import { requireIntegrationAccess } from "~/modules/integrations/connections.server";
import { refusalOf } from "~/http/json.server";

// GET /integrations/oauth/{integrationId}: the OAuth2 redirect and callback of one integration
// (app/http/screens/integration-oauth.server.ts). Premium integrations need a premium tier here too.
export const loader = pageLoader("page", async ({ request, params, userId }) => {
  const integration = findIntegration(params.integrationId);
  if (!integration || integration.link.kind !== "oauth") throw new Response("Not Found", { status: 404 });
  try {
    await requireIntegrationAccess(userId, integration);
  } catch (error) {
    const refusal = refusalOf(error);
    throw refusal ? new Response(refusal.message, { status: refusal.status }) : error;
  }
  return oauthStep(userId, { ...integration, link: integration.link }, request);
});

export const action = notServed("GET");
