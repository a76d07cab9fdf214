import { apiLoader } from "~/http/read-policy.server";
import { jsonError } from "~/http/json.server";
import { everyMethod } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

// Unknown paths under /api answer JSON, never the HTML 404 page, whatever the method.
const unknownPath = {
  guard: "none",
  summary: "Any path under /api that no route serves",
  status: 404,
  errors: { 404: "Not found" },
} as const;

export const action = describeRoute(
  everyMethod(() => jsonError(404, "Not found")),
  {
    GET: unknownPath,
    POST: unknownPath,
    PUT: unknownPath,
    PATCH: unknownPath,
    DELETE: unknownPath,
  },
);
export const loader = apiLoader("none", () => jsonError(404, "Not found"));
