import { z } from "zod";
import { apiAction, notServed } from "~/http/write-policy.server";
import { startGuest } from "~/modules/auth/guest.server";
import { unitsForLocale } from "~/modules/units/units";
import { describeRoute } from "~/http/openapi/describe";

const GuestInput = z.object({
  timeZone: z.string().max(64).optional(),
  /** The browser's language (navigator.language); without it, Accept-Language. en-US starts in US units. */
  locale: z.string().max(64).optional(),
});
const GuestAnswer = z.object({ user: z.object({ id: z.number().int() }) });

/** POST /api/auth/guest → 201 {"user":{"id":…}} and the session cookie (GUESTS_PER_IP, not per user). */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "none",
    throttle: "guest",
    body: GuestInput,
    status: 201,
    run: async ({ request, body }) => {
      const units = unitsForLocale(body.locale ?? request.headers.get("Accept-Language"));
      const { userId, setCookie } = await startGuest(body.timeZone, request.headers.get("User-Agent"), { units });
      return Response.json({ user: { id: userId } } satisfies z.infer<typeof GuestAnswer>, {
        status: 201,
        headers: { "Set-Cookie": setCookie },
      });
    },
  }),
  {
    POST: {
      summary: "Start a guest account",
      description:
        "Sets the session cookie. Guests per address are limited (GUESTS_PER_IP). A guest whose `locale` (else Accept-Language) is en-US starts with US units on the screens; the JSON API stays metric.",
      example: { timeZone: "Europe/London", locale: "en-GB" },
      response: GuestAnswer,
      responseExample: { user: { id: 42 } },
    },
  },
);

export const loader = notServed(action);
