import { pageLoader } from "~/http/read-policy.server";
import { everyMethod } from "~/http/write-policy.server";

// Any path no other route matches: the Page Not Found screen (root ErrorBoundary), status 404,
// whatever the method (a POST to an unknown page is not a 405).
function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const loader = pageLoader("none", notFound);
export const action = everyMethod(notFound);

export default function NotFound() {
  return null;
}
