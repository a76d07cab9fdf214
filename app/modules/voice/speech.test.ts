import { describe, expect, it } from "vitest";
import { pickVoice, rewriteForSpeech, speechParts } from "./speech";

const voice = (name: string, lang = "en-US", localService = true) => ({ name, lang, localService });

describe("pickVoice (spec core §9)", () => {
  it("takes the preferred voices in their order", () => {
    expect(pickVoice([voice("Alex"), voice("Google US English"), voice("Samantha")])?.name).toBe("Samantha");
    expect(pickVoice([voice("Alex"), voice("Microsoft Zira Desktop")])?.name).toBe("Microsoft Zira Desktop");
  });

  it("otherwise an English voice that is not Google's, then any English, then a local one", () => {
    expect(pickVoice([voice("Google UK English Female", "en-GB", false), voice("Daniel", "en-GB")])?.name).toBe("Daniel");
    expect(pickVoice([voice("Google UK English Male", "en-GB", false), voice("Anna", "de-DE")])?.name).toBe("Google UK English Male");
    expect(pickVoice([voice("Remote", "fr-FR", false), voice("Thomas", "fr-FR", true)])?.name).toBe("Thomas");
    expect(pickVoice([])).toBeNull();
  });
});

describe("rewriteForSpeech", () => {
  it("writes units out after numbers and expands percent", () => {
    expect(rewriteForSpeech("about 566 cal, with 54 g of protein, 1 g of fiber")).toBe(
      "about 566 calories, with 54 grams of protein, 1 gram of fiber",
    );
    expect(rewriteForSpeech("250ml of milk, 120 mg sodium, 35% of your goal, 300 kcal")).toBe(
      "250 milliliters of milk, 120 milligrams sodium, 35 percent of your goal, 300 calories",
    );
  });

  it("leaves words that only contain the letters alone", () => {
    expect(rewriteForSpeech("eggs, grilled calamari, a gram")).toBe("eggs, grilled calamari, a gram");
  });
});

describe("speechParts", () => {
  it("pauses 500 ms after a period and 200 ms after a comma, not at a decimal point", () => {
    expect(speechParts("About 2.5 g of fat, well balanced. Health score: 82 out of 100")).toEqual([
      { text: "About 2.5 grams of fat,", pauseAfterMs: 200, emphasis: false },
      { text: "well balanced.", pauseAfterMs: 500, emphasis: true },
      { text: "Health score:", pauseAfterMs: 200, emphasis: false },
      { text: "82 out of 100", pauseAfterMs: 0, emphasis: false },
    ]);
  });

  it("stresses phrases with a positive word, and nothing in an empty text", () => {
    expect(speechParts("Keep it up! Mostly carbs.").map((part) => part.emphasis)).toEqual([true, false]);
    expect(speechParts("  ")).toEqual([]);
  });
});
