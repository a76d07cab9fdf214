import { apiLoader } from "~/http/read-policy.server";
import { jsonError } from "~/http/json.server";
import { notServed } from "~/http/write-policy.server";
import { getOwnImage } from "~/modules/image/image.server";

/** A stored photo's bytes never change (a new photo gets a new id): browsers keep it for a year. */
const CACHE_FOREVER = "private, max-age=31536000, immutable";

/**
 * GET /images/{id}: a meal photo, to its owner only (session or API token; anyone else, or an
 * unknown id: 404, so ids cannot be probed). Cacheable in the owner's browser, with an ETag.
 */
export const loader = apiLoader("user", async ({ request, params, userId }) => {
  const image = await getOwnImage(userId, params.imageId);
  if (!image) return jsonError(404, "Image not found", { "Cache-Control": "private, no-store" });
  const etag = `"${image.id}"`;
  const headers = { "Cache-Control": CACHE_FOREVER, ETag: etag, "X-Content-Type-Options": "nosniff" };
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, "Content-Type": image.contentType, "Content-Length": String(image.bytes.byteLength) },
  });
});

export const action = notServed("GET");
