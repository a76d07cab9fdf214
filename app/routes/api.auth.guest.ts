import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed, onlyMethods, readJsonBody } from "~/http/json.server";
import { throttleApiGuest } from "~/http/throttle.server";
import { startGuest } from "~/modules/auth/guest.server";

const GuestInput = z.object({ timeZone: z.string().max(64).optional() });

/** POST /api/auth/guest → 201 {"user":{"id":…}} and the session cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await throttleApiGuest({ request, context });
  const input = await readJsonBody(request, GuestInput);
  const { userId, setCookie } = await startGuest(input.timeZone, request.headers.get("User-Agent"));
  return Response.json({ user: { id: userId } }, { status: 201, headers: { "Set-Cookie": setCookie } });
}

export const loader = onlyMethods("POST");
