import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/modules/auth/session.server";

/** POST /logout: the session ends (its row is deleted) and the cookie is cleared. GET goes home. */
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}

export const loader = () => redirect("/");
