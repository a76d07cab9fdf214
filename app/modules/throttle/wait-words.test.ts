import { describe, expect, it } from "vitest";
import { tooManyRequests, waitInWords } from "./wait-words";

describe("waitInWords", () => {
  it.each([
    [0.2, "1 second"],
    [1, "1 second"],
    [45, "45 seconds"],
    [59, "59 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [2663, "45 minutes"],
    [3600, "1 hour"],
    [3660, "1 hour 1 minute"],
    [7500, "2 hours 5 minutes"],
  ])("says %d s as %s", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it("is what a 429 says", () => {
    expect(tooManyRequests(2663)).toBe("Too many requests, try again in 45 minutes");
  });
});
