import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJsonBody } from "./json.server";

const Schema = z.object({ grams: z.number().int().min(1) });
const post = (body: string) => new Request("http://localhost/api/x", { method: "POST", body });

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a Response to be thrown");
}

describe("readJsonBody", () => {
  it("returns the validated body", async () => {
    expect(await readJsonBody(post('{"grams":150}'), Schema)).toEqual({ grams: 150 });
  });
  it("answers malformed JSON with 400", async () => {
    const response = await thrownBy(readJsonBody(post("{grams:"), Schema));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed JSON body" });
  });
  it("names the field that fails validation", async () => {
    const response = await thrownBy(readJsonBody(post('{"grams":-5}'), Schema));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^grams: /);
  });
  it("refuses a body over the cap with 413 without reading it all", async () => {
    const response = await thrownBy(readJsonBody(post(JSON.stringify({ grams: 1, pad: "x".repeat(2000) })), Schema, 1024));
    expect(response.status).toBe(413);
  });
  it("answers a body whose stream fails with 400 and a declared length over the cap with 413, never a 500", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"grams":'));
        controller.error(new Error("connection reset"));
      },
    });
    const truncated = new Request("http://localhost/api/x", { method: "POST", body: broken, duplex: "half" } as RequestInit);
    const failed = await thrownBy(readJsonBody(truncated, Schema));
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({ error: "The request body could not be read" });
    const declared = new Request("http://localhost/api/x", { method: "POST", body: "{}", headers: { "Content-Length": "2048" } });
    expect((await thrownBy(readJsonBody(declared, Schema, 1024))).status).toBe(413);
  });
  it("reads text/plain and no body alike: JSON callers need not name the type; an empty body is {}", async () => {
    expect(await readJsonBody(new Request("http://localhost/api/x", { method: "POST", body: '{"grams":3}' }), Schema)).toEqual({
      grams: 3,
    });
    const empty = await thrownBy(readJsonBody(new Request("http://localhost/api/x", { method: "POST" }), Schema));
    expect(empty.status).toBe(400);
  });
  it("refuses bytes that are not UTF-8 and JSON nested past 64 levels with 400, never a 500", async () => {
    const latin1 = new Request("http://localhost/api/x", {
      method: "POST",
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    });
    const notUtf8 = await thrownBy(readJsonBody(latin1, z.object({})));
    expect([notUtf8.status, await notUtf8.json()]).toEqual([400, { error: "The JSON body is not valid UTF-8" }]);
    const deep = await thrownBy(readJsonBody(post(`${"[".repeat(100_000)}${"]".repeat(100_000)}`), Schema));
    expect([deep.status, await deep.json()]).toEqual([400, { error: "JSON nested too deeply (at most 64 levels)" }]);
    // brackets inside strings are text, and 64 levels are fine
    expect(await readJsonBody(post(`{"grams": 2, "note": "${"[".repeat(100)}"}`), Schema)).toEqual({ grams: 2 });
    expect(await readJsonBody(post(`{"grams": 2, "x": ${"[".repeat(63)}${"]".repeat(63)}}`), Schema)).toEqual({ grams: 2 });
  });
});
