import { apiLoader } from "~/http/read-policy.server";
import { z } from "zod";
import { jsonError } from "~/http/json.server";
import { getProfile } from "~/modules/user/profile.server";
import { localDateOf } from "~/modules/dates/calendar";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

const SessionAnswer = z.object({ user: z.object({ id: z.number().int(), timeZone: z.string(), today: z.string() }) });

/** GET /api/session: who the caller is signed in as, and their today (for API callers and tests). */
export const loader = apiLoader("user", async ({ userId }) => {
  const profile = await getProfile(userId);
  if (!profile) return jsonError(401, "Not signed in");
  const answer: z.infer<typeof SessionAnswer> = {
    user: { id: profile.id, timeZone: profile.timeZone, today: localDateOf(new Date(), profile.timeZone) },
  };
  return Response.json(answer);
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "user",
    summary: "Who you are signed in as, and your today",
    response: SessionAnswer,
    responseExample: { user: { id: 42, timeZone: "Europe/London", today: "2026-11-25" } },
  },
});
