import { jsonError } from "~/http/json.server";

// Unknown paths under /api answer JSON, never the HTML 404 page.
const notFound = () => jsonError(404, "Not found");
export const loader = notFound;
export const action = notFound;
