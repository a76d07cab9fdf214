import { describe, expect, it } from "vitest";
import { OptionalTextSchema, TextSchema } from "./text-schema";

const FAMILY = "👨‍👩‍👧‍👦"; // 7 code points, 11 UTF-16 units, one character

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

describe("characters are graphemes", () => {
  it("TextSchema counts characters the same way", () => {
    const name = TextSchema({ label: "Name", min: 2, max: 3 });
    expect(name.parse("a😀b")).toBe("a😀b");
    expect(name.parse(`${FAMILY}${FAMILY}`)).toBe(`${FAMILY}${FAMILY}`);
    expect(name.safeParse("😀").error?.issues[0]?.message).toBe("Name must be at least 2 characters");
    expect(name.safeParse("a😀bc").error?.issues[0]?.message).toBe("Name is too long");
    expect(OptionalTextSchema({ label: "Brand", max: 2 }).parse("😀😀")).toBe("😀😀");
  });
});
