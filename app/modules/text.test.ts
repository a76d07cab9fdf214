import { describe, expect, it } from "vitest";
import { cleanText, cutText, fitsText } from "./text";

describe("cleanText", () => {
  it("strips NUL, C0 and C1 control characters and DEL", () => {
    expect(cleanText("Oat\u0000meal")).toBe("Oatmeal");
    expect(cleanText("a\u0001b\u001Fc\u007Fd\u0085e\u009Ff")).toBe("abcdef");
  });

  it("strips bidi embeddings, overrides and isolates", () => {
    expect(cleanText("\u202EgnihtoN")).toBe("gnihtoN");
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(cleanText(`x${String.fromCharCode(code)}y`)).toBe("xy");
    }
  });

  it("strips lone surrogates and keeps real pairs (emoji)", () => {
    expect(cleanText("a\uD800b")).toBe("ab");
    expect(cleanText("a\uDC00b")).toBe("ab");
    expect(cleanText("\uDC00\uD800")).toBe("");
    expect(cleanText("Pizza 🍕")).toBe("Pizza 🍕");
  });

  it("normalises to NFC", () => {
    expect(cleanText("Cafe\u0301")).toBe("Café");
    expect(cleanText("Cafe\u0301")).toBe("Caf\u00e9");
  });

  it("turns line breaks into spaces in a name, keeps them in multi-line text", () => {
    expect(cleanText("  Rice\r\n\tbowl ")).toBe("Rice bowl");
    expect(cleanText("line one\r\nline two\tend", { multiline: true })).toBe("line one\nline two\tend");
  });
});

describe("cutText and fitsText: characters are graphemes, never UTF-16 units", () => {
  const FAMILY = "👨‍👩‍👧‍👦"; // 7 code points, 11 UTF-16 units, one character
  const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

  it("never splits a surrogate pair, an emoji sequence, a flag or a letter and its accent", () => {
    for (const char of ["😀", FAMILY, "🇯🇵", "e\u0301", "👍🏽"]) {
      for (let at = 0; at <= 6; at++) {
        const text = `${"a".repeat(at)}${char}${"b".repeat(6)}`;
        const cut = cutText(text, 5);
        expect(cut).toMatch(WELL_FORMED);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut).toBe(at < 5 ? `${"a".repeat(at)}${char}${"b".repeat(4 - at)}` : "a".repeat(5));
        expect(fitsText(cut, 5)).toBe(true);
      }
    }
  });

  it("keeps a text that fits as it is, counting an emoji as one character", () => {
    expect(cutText(`${"あ".repeat(119)}😀`, 120)).toBe(`${"あ".repeat(119)}😀`);
    expect(fitsText(`${"a".repeat(119)}${FAMILY}`, 120)).toBe(true);
    expect(fitsText(`${"a".repeat(120)}${FAMILY}`, 120)).toBe(false);
  });

  it("ends a cut text with an ellipsis within the limit, on a word when asked", () => {
    expect(cutText(`${"あ".repeat(118)}😀の続き`, 120, { ellipsis: true })).toBe(`${"あ".repeat(118)}😀…`);
    expect(cutText("one two three", 10, { ellipsis: true, wordAfter: 2 })).toBe("one two…");
    expect(cutText("one two three", 10, { ellipsis: true, wordAfter: 7 })).toBe("one two t…");
  });

  it("bounds the UTF-16 units of a character (a letter with a thousand accents is one grapheme)", () => {
    const zalgo = `a${"\u0301".repeat(1000)}`;
    expect(fitsText(zalgo, 10)).toBe(false);
    expect(cutText(`ok${zalgo}`, 10)).toBe("ok");
  });

  it("reads a long text a window at a time with the same characters as one pass, and fast (a 1 MB reply)", () => {
    const text = `x${"ab😀🇯🇵e\u0301👨‍👩‍👧‍👦 ".repeat(150)}`;
    const whole = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map(({ segment }) => segment);
    for (let max = 1; max <= whole.length; max += 7) expect(cutText(text, max)).toBe(whole.slice(0, max).join(""));
    const started = performance.now();
    expect(cutText("Oats with milk. ".repeat(80_000), 4000, { ellipsis: true })).toHaveLength(4000);
    expect(performance.now() - started).toBeLessThan(1000); // one pass over the whole string took 27 s
  });
});

describe("loading the module (issue 44)", () => {
  it("builds no grapheme segmenter until a text longer than its limit is cut: one costs ~40 ms, paid by every page load", async () => {
    const Original = Intl.Segmenter;
    let built = 0;
    const Counting = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    };
    Object.defineProperty(Intl, "Segmenter", { value: Counting, configurable: true, writable: true });
    try {
      // A fresh instance of the module, evaluated while the constructor is watched.
      const fresh = "./text?segmenter-on-first-use";
      const text = (await import(/* @vite-ignore */ fresh)) as {
        cleanText: typeof cleanText;
        cutText: typeof cutText;
        fitsText: typeof fitsText;
      };
      expect(text.fitsText("Oatmeal", 20)).toBe(true);
      expect(text.cleanText("  Oatmeal ")).toBe("Oatmeal");
      expect(built).toBe(0);
      expect(text.cutText("Oatmeal with berries", 7)).toBe("Oatmeal");
      expect(text.cutText("Oatmeal with berries", 12)).toBe("Oatmeal with");
      expect(built).toBe(1);
    } finally {
      Object.defineProperty(Intl, "Segmenter", { value: Original, configurable: true, writable: true });
    }
  });
});
