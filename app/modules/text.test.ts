import { describe, expect, it } from "vitest";
import { cleanText, OptionalTextSchema, TextSchema } from "./text";

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

describe("TextSchema and OptionalTextSchema", () => {
  const name = TextSchema({ label: "Name", min: 2, max: 10 });

  it("cleans, then checks the length of what is left", () => {
    expect(name.parse(" Oat\u0000s ")).toBe("Oats");
    expect(name.safeParse("\u0000\u202Ea").error?.issues[0]?.message).toBe("Name must be at least 2 characters");
    expect(name.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe("Name is too long");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Name must be text");
    expect(TextSchema({ label: "Meal name", max: 5 }).safeParse("\u0000 ").error?.issues[0]?.message).toBe("Meal name is required");
  });

  it("optional text: missing, null or nothing left → undefined", () => {
    const brand = OptionalTextSchema({ label: "Brand", max: 5 });
    expect(brand.parse(undefined)).toBeUndefined();
    expect(brand.parse(null)).toBeUndefined();
    expect(brand.parse(" \u0000 ")).toBeUndefined();
    expect(brand.parse("Acme\u202E")).toBe("Acme");
    expect(brand.safeParse("toolong").success).toBe(false);
    expect(brand.safeParse(5).success).toBe(false);
  });
});
