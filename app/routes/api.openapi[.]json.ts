import { apiLoader } from "~/http/read-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { openApiDocument } from "~/http/openapi/document.server";
import { notServed } from "~/http/write-policy.server";

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api route, built from their Zod schemas (ADR 0027). */
export const loader = apiLoader("none", () => {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
});

export const action = describeRoute(notServed("GET"), {
  GET: { guard: "none", summary: "This description (OpenAPI 3.1)", returns: "The OpenAPI document; read it as a page at /api/docs" },
});
