import { describe, expect, it } from "vitest";
import { candidateFilter, editDistance, maxEdits, pickCorrection, rangeEnd, surfaceForms, termDistance } from "./typo";

describe("editDistance (Damerau-Levenshtein, optimal string alignment)", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours as one edit each", () => {
    expect(editDistance("banana", "banana")).toBe(0);
    expect(editDistance("bananna", "banana")).toBe(1); // insertion
    expect(editDistance("brocoli", "broccoli")).toBe(1); // deletion
    expect(editDistance("chiken", "chicken")).toBe(1);
    expect(editDistance("milc", "milk")).toBe(1); // substitution
    expect(editDistance("chese", "chees")).toBe(1); // swap
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("ca", "abc")).toBe(3); // optimal string alignment, not full Damerau
  });

  it("is symmetric", () => {
    for (const [a, b] of [
      ["spagetti", "spaghetti"],
      ["avacado", "avocado"],
      ["yoghurt", "yogurt"],
    ] as const) {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }
  });

  it("stops early past the limit", () => {
    expect(editDistance("banana", "pineapple", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 1)).toBe(2);
    expect(editDistance("bananna", "banana", 1)).toBe(1);
  });
});

describe("typo rules", () => {
  it("allows no edit under 3 letters, 1 up to 4 letters, 2 from 5", () => {
    expect([maxEdits("ab"), maxEdits("abc"), maxEdits("abcd"), maxEdits("abcde"), maxEdits("chicken")]).toEqual([0, 1, 1, 2, 2]);
  });

  it("reads stems as the words they stand for", () => {
    expect(surfaceForms("appl")).toEqual(["appl", "apple", "appls"]);
    expect(surfaceForms("berri")).toContain("berry");
    expect(termDistance("aple", "appl")).toEqual({ distance: 1, spelling: "apple" });
    expect(termDistance("chese", "chees")).toEqual({ distance: 1, spelling: "cheese" });
    expect(termDistance("bananna", "banana")).toEqual({ distance: 1, spelling: "banana" });
    expect(termDistance("xyz", "banana").distance).toBe(2);
  });

  it("pre-filters soundly: the terms it would accept pass the length window and shared letters", () => {
    for (const [word, term] of [
      ["bananna", "banana"],
      ["brocoli", "broccoli"],
      ["chiken", "chicken"],
      ["aple", "appl"],
      ["chese", "chees"],
    ] as const) {
      const filter = candidateFilter(word);
      expect(term.length).toBeGreaterThanOrEqual(filter.minLength);
      expect(term.length).toBeLessThanOrEqual(filter.maxLength);
      expect(filter.letters.filter((letter) => term.includes(letter)).length).toBeGreaterThanOrEqual(filter.minShared);
    }
  });

  it("gives the end of a term range", () => {
    expect(rangeEnd("ch")).toBe("ci");
    expect(rangeEnd("b")).toBe("c");
    expect(rangeEnd("")).toBe("");
  });
});

describe("pickCorrection", () => {
  it("picks the closest term within the allowed edits", () => {
    const terms = [
      { term: "banana", docs: 58 },
      { term: "bandag", docs: 1 },
      { term: "bread", docs: 300 },
    ];
    expect(pickCorrection("bananna", terms)).toEqual({ term: "banana", spelling: "banana" });
    expect(pickCorrection("xyzzy", terms)).toBeNull();
    expect(pickCorrection("bxxxxna", terms)).toBeNull(); // 3 edits from banana
  });

  it("prefers the same first letter, then the most foods", () => {
    expect(
      pickCorrection("rize", [
        { term: "prize", docs: 900 },
        { term: "rice", docs: 10 },
      ])?.term,
    ).toBe("rice");
    expect(
      pickCorrection("pech", [
        { term: "peach", docs: 5 },
        { term: "perch", docs: 50 },
      ])?.term,
    ).toBe("perch");
    expect(
      pickCorrection("aple", [
        { term: "ale", docs: 3 },
        { term: "appl", docs: 120 },
      ]),
    ).toEqual({ term: "appl", spelling: "apple" });
  });

  it("returns the spelling to search for when the term is a stem", () => {
    expect(pickCorrection("chese", [{ term: "chees", docs: 400 }])).toEqual({ term: "chees", spelling: "cheese" });
  });

  it("ignores terms no visible food has, and words too short to correct", () => {
    expect(pickCorrection("bananna", [{ term: "banana", docs: 0 }])).toBeNull();
    expect(pickCorrection("bx", [{ term: "by", docs: 10 }])).toBeNull();
  });
});
