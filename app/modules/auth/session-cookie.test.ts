import { createCookie } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { newGuest, request } from "../../../tests/helpers/requests";
import { getSessionUserId, rememberVerified } from "./session.server";

describe("the session cookie's verified ids, remembered by Cookie header", () => {
  const signed = () => createCookie("__session", { secrets: ["s3cret"], path: "/" });

  it("answers what the cookie answers, and checks a remembered header's signature once", async () => {
    const cookie = signed();
    const parse = vi.spyOn(cookie, "parse");
    const remembered = rememberVerified(cookie);
    const header = `other=1; ${(await cookie.serialize("abc123")).split(";")[0]}`;
    expect(await remembered.parse(header)).toBe("abc123");
    expect(await remembered.parse(header)).toBe("abc123");
    expect(parse).toHaveBeenCalledTimes(1);
    expect(remembered.name).toBe("__session");
    expect(remembered.isSigned).toBe(true);
    expect(await remembered.serialize("x")).toBe(await cookie.serialize("x"));
  });

  it("checks forged, empty and absent cookies every time, and never remembers them", async () => {
    const cookie = signed();
    const parse = vi.spyOn(cookie, "parse");
    const remembered = rememberVerified(cookie);
    // Signed with another secret.
    const forged = (await createCookie("__session", { secrets: ["other"] }).serialize("abc123")).split(";")[0]!;
    for (const header of [forged, forged, "__session=", "__session=", "theme=dark", "theme=dark"]) {
      expect(await remembered.parse(header)).toBe(await cookie.parse(header));
    }
    expect(parse).toHaveBeenCalledTimes(12);
    expect(await remembered.parse(null)).toBeNull();
  });

  it("starts over past its size, and leaves long headers and parse options to the cookie", async () => {
    const cookie = signed();
    const parse = vi.spyOn(cookie, "parse");
    const remembered = rememberVerified(cookie, 2);
    const headers = await Promise.all(["a1", "b2", "c3"].map(async (id) => (await cookie.serialize(id)).split(";")[0]!));
    for (const header of headers) await remembered.parse(header);
    await remembered.parse(headers[2]!);
    await remembered.parse(headers[0]!);
    // a1, b2, c3 (the third starts over), c3 again remembered, a1 checked again
    expect(parse).toHaveBeenCalledTimes(4);
    const long = `${headers[0]}; pad=${"x".repeat(3000)}`;
    expect(await remembered.parse(long)).toBe("a1");
    expect(await remembered.parse(long)).toBe("a1");
    expect(parse).toHaveBeenCalledTimes(6);
    expect(await remembered.parse(headers[1]!, { decode: (value) => value })).toBe(
      await cookie.parse(headers[1]!, { decode: (value) => value }),
    );
  });

  it("still reads the Session row every time: a deleted session signs nobody in", async () => {
    const { userId, cookie } = await newGuest();
    expect(await getSessionUserId(request("/", { cookie }))).toBe(userId);
    await db.session.deleteMany({ where: { userId } });
    expect(await getSessionUserId(request("/", { cookie }))).toBeNull();
  });
});
