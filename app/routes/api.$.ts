import { jsonError } from "~/http/json.server";
import { everyMethod } from "~/http/write-policy.server";

// Unknown paths under /api answer JSON, never the HTML 404 page, whatever the method.
export const action = everyMethod(() => jsonError(404, "Not found"));
export const loader = action;
