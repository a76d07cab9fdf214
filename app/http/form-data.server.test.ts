import { describe, expect, it } from "vitest";
import { readFormData } from "./form-data.server";

async function refusalOf(request: Request): Promise<Response> {
  try {
    await readFormData(request, 1024);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("readFormData accepted the body");
}

const post = (body: BodyInit, type: string | null, extra: Record<string, string> = {}) =>
  new Request("http://localhost/?index", { method: "POST", body, headers: { ...(type ? { "Content-Type": type } : {}), ...extra } });

describe("readFormData", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect((await readFormData(post("intent=start&timeZone=UTC", "application/x-www-form-urlencoded"))).get("intent")).toBe("start");
    const form = new FormData();
    form.set("intent", "log");
    const multipart = new Request("http://localhost/", { method: "POST", body: form });
    expect((await readFormData(multipart)).get("intent")).toBe("log");
  });

  it("answers a body that is not a form with 415 (request.formData() throws a TypeError: a 500)", async () => {
    await expect(post('{"intent":"start"}', "application/json").formData()).rejects.toThrow(TypeError);
    for (const type of ["application/json", "text/plain", "application/xml", null]) {
      expect((await refusalOf(post('{"intent":"start"}', type))).status).toBe(415);
    }
  });

  it("answers a broken multipart body with 400", async () => {
    for (const [body, type] of [
      ["garbage", "multipart/form-data; boundary=xyz"],
      ["--xyz\r\nContent-Disposition: form-data\r\n\r\nno end", "multipart/form-data; boundary=xyz"],
      ["--xyz--", "multipart/form-data"],
    ] as const) {
      const response = await refusalOf(post(body, type));
      expect(response.status, body).toBe(400);
      expect(await response.text()).toMatch(/Malformed form body/);
    }
  });

  it("answers a body over the cap with 413, whether declared or streamed", async () => {
    expect((await refusalOf(post("a=" + "x".repeat(2000), "application/x-www-form-urlencoded"))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(512).fill(97));
      },
    });
    const chunked = new Request("http://localhost/", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect((await refusalOf(chunked)).status).toBe(413);
  });
});
