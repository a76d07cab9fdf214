// Cookies are untrusted input (issue 7, item 8): a session cookie signed with the right secret but
// carrying a non-string id reads as "not signed in", and a toast cookie is validated and bounded.
import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MAX_TOAST_COOKIE_CHARS, redirectWithToast, takeToast } from "~/http/toast.server";
import { getSessionUserId } from "~/modules/auth/session.server";
import { newGuest, request } from "../helpers/requests";

const SECRET = process.env.SESSION_SECRET!;

async function forge(name: string, value: unknown, secret = SECRET): Promise<string> {
  return (await createCookie(name, { secrets: [secret] }).serialize(value)).split(";")[0]!;
}

describe("session cookie", () => {
  it("reads a real session", async () => {
    const { userId, cookie } = await newGuest();
    expect(await getSessionUserId(request("/", { cookie }))).toBe(userId);
  });

  it.each([
    ["an object", { $ne: null }],
    ["a number", 1],
    ["an array", ["a", "b"]],
    ["a boolean", true],
    ["null", null],
    ["a path", "../../etc"],
    ["a 1,000-character string", "x".repeat(1000)],
  ])("reads a correctly signed cookie whose id is %s as not signed in, without throwing", async (_label, id) => {
    expect(await getSessionUserId(request("/", { cookie: await forge("__session", id) }))).toBeNull();
  });

  it("ignores a cookie signed with another secret", async () => {
    const { cookie } = await newGuest();
    const id = decodeURIComponent(cookie.split("=")[1]!);
    expect(await getSessionUserId(request("/", { cookie: await forge("__session", id, "some-other-secret-0123456789") }))).toBeNull();
  });
});

describe("toast cookie", () => {
  async function toastCookieOf(response: Response): Promise<string> {
    return response.headers.get("Set-Cookie")!.split(";")[0]!;
  }

  it("shows a toast the app set", async () => {
    const cookie = await toastCookieOf(
      await redirectWithToast("/", { title: "Logged Bananas", undo: { action: "/diary", fields: { intent: "restore" } } }),
    );
    const { toast, clear } = await takeToast(request("/", { cookie }));
    expect(toast).toMatchObject({ title: "Logged Bananas" });
    expect(clear).toMatch(/^__toast=;/);
  });

  it.each([
    ["an undo that posts to another site", { id: "1", title: "Hi", undo: { action: "//evil.test/steal", fields: {} } }],
    ["an undo with a backslash host", { id: "1", title: "Hi", undo: { action: "/\\evil.test", fields: {} } }],
    ["a huge title", { id: "1", title: "x".repeat(2000) }],
    [
      "too many undo fields",
      { id: "1", title: "Hi", undo: { action: "/", fields: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, "v"])) } },
    ],
    ["a title that is not a string", { id: "1", title: { html: "<img>" } }],
    ["not an object", "just text"],
  ])("does not render %s", async (_label, value) => {
    const { toast } = await takeToast(request("/", { cookie: await forge("__toast", value) }));
    expect(toast).toBeNull();
  });

  it("ignores a toast cookie over the size bound without reading it", async () => {
    const cookie = `__toast=${"a".repeat(MAX_TOAST_COOKIE_CHARS + 1)}`;
    expect((await takeToast(request("/", { cookie }))).toast).toBeNull();
  });
});
