import { describe, expect, it } from "vitest";
import { newGuest, request, respond } from "../../tests/helpers/requests";
import { requireApiSelf, requireApiUser, requirePageUser } from "./guards.server";

// The guard a route picks decides the answer, whatever the URL looks like.
describe("guards", () => {
  it("a screen without a session is sent to the start page, which comes back to the screen opened", async () => {
    const response = await respond(() => requirePageUser(request("/api/looks-like-an-api?q=1")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?redirectTo=%2Fapi%2Flooks-like-an-api%3Fq%3D1");
    const posted = await respond(() => requirePageUser(request("/scan", { method: "POST" })));
    expect(posted.headers.get("Location")).toBe("/");
  });

  it("an API route without a session answers 401 JSON", async () => {
    const response = await respond(() => requireApiUser(request("/diary")));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in" });
  });

  it("both give the signed-in user's id; requireApiSelf checks the path's user id", async () => {
    const { userId, cookie } = await newGuest();
    expect(await requirePageUser(request("/", { cookie }))).toBe(userId);
    expect(await requireApiUser(request("/", { cookie }))).toBe(userId);
    expect(await requireApiSelf(request("/", { cookie }), String(userId))).toBe(userId);
    expect((await respond(() => requireApiSelf(request("/", { cookie }), String(userId + 1)))).status).toBe(403);
    const malformed = await respond(() => requireApiSelf(request("/", { cookie }), "abc"));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "User id must be a number" });
  });
});
