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
});
