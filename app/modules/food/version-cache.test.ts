import { describe, expect, it } from "vitest";
import { createVersionCache } from "./version-cache";

describe("createVersionCache", () => {
  it("loads once per key while the version holds, and again after it changes", async () => {
    const cache = createVersionCache<string, string>(10);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get(1, "milk", load)).toBe("value 1");
    expect(await cache.get(1, "milk", load)).toBe("value 1");
    expect(await cache.get(2, "milk", load)).toBe("value 2");
    expect(await cache.get(1, "milk", load)).toBe("value 3"); // any other version, older too
  });

  it("drops the least recently used entry past its size", async () => {
    const cache = createVersionCache<string, string>(2);
    await cache.get(1, "a", async () => "a");
    await cache.get(1, "b", async () => "b");
    await cache.get(1, "a", async () => "never"); // a is now the most recent
    await cache.get(1, "c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get(1, "a", async () => "reloaded")).toBe("a");
    expect(await cache.get(1, "b", async () => "reloaded")).toBe("reloaded");
  });

  it("does not keep a value loaded under a version another request has replaced meanwhile", async () => {
    const cache = createVersionCache<string, string>(10);
    let release = () => {};
    const slow = cache.get(1, "milk", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    expect(await cache.get(2, "milk", async () => "new")).toBe("new");
    release();
    expect(await slow).toBe("old");
    expect(await cache.get(2, "milk", async () => "reloaded")).toBe("new");
    expect(await cache.get(1, "milk", async () => "v1 again")).toBe("v1 again");
  });

  it("peeks and keeps one value at a time, for lists read in one query", () => {
    const cache = createVersionCache<number, string>(10);
    expect(cache.peek(1, 7)).toBeUndefined();
    cache.keep(1, 7, "banana");
    expect(cache.peek(1, 7)).toBe("banana");
    expect(cache.peek(2, 7)).toBeUndefined();
    cache.keep(1, 8, "read before version 2"); // version 2 came meanwhile
    expect(cache.peek(2, 8)).toBeUndefined();
  });
});
