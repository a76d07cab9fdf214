// Any path no other route matches: the Page Not Found screen (root ErrorBoundary), status 404.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
