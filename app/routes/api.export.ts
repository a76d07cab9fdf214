import { apiLoader } from "~/http/read-policy.server";
import { jsonError } from "~/http/json.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { exportData } from "~/modules/export/export.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { ExportQuery } from "~/modules/export/csv";

/**
 * GET /api/export?format=csv|json&from=YYYY-MM-DD&to=YYYY-MM-DD: the signed-in user's meals, food
 * entries, workouts, weigh-ins and check-ins of the range as a streamed download (premium; 403 otherwise; 429 past the
 * write throttles).
 */
export const loader = apiLoader("user", async ({ request, context, userId, url }) => {
  await throttleApiWrite({ request, context }, userId); // a long export is real work: throttled like a write
  const query = Object.fromEntries(
    ["format", "from", "to"].flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key) || undefined]] : [])),
  );
  try {
    const { stream, filename, contentType } = await exportData(userId, query);
    return new Response(stream, {
      headers: {
        "Content-Type": contentType,
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return jsonError(error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "user",
    summary: "Export your data",
    description:
      "Premium: your meals, food entries, workouts, weigh-ins and check-ins of the range (default: the last 30 days) as a streamed download. Throttled like a write.",
    query: ExportQuery,
    produces: ["text/csv", "application/json"],
    returns: "A download (Content-Disposition: attachment)",
    errors: {
      400: "from: from must not be after to",
      403: "Data export is part of Premium",
      429: "Too many requests, try again in 30 seconds",
    },
  },
});
