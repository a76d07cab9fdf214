import { pageLoader } from "~/http/read-policy.server";
import { redirect } from "@remix-run/node";
import { formAction } from "~/http/write-policy.server";
import { endSession } from "~/modules/auth/session.server";

/** POST /logout: the session ends (its row is deleted) and the cookie is cleared. GET goes home. */
export const action = formAction({
  guard: "none",
  throttle: false,
  read: false,
  intent: "logout",
  run: async ({ request }) => {
    const headers = new Headers();
    headers.append("Set-Cookie", await endSession(request));
    return redirect("/", { headers });
  },
});

export const loader = pageLoader("none", () => redirect("/"));
