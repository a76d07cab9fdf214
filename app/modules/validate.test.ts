import { describe, expect, it } from "vitest";
import { IdSchema, MAX_ID, NumberSchema, withoutFieldNames } from "./validate";

const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe("IdSchema", () => {
  const id = IdSchema("Food id");

  it("takes a JSON integer or a string of digits, 1 to 2,147,483,647", () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse("42")).toBe(42);
    expect(id.parse(MAX_ID)).toBe(MAX_ID);
    expect(id.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it("refuses ids a 32-bit column cannot hold (PostgreSQL answered 500)", () => {
    expect(messageOf(id, MAX_ID + 1)).toBe("Food id is too large");
    expect(messageOf(id, "2147483648")).toBe("Food id is too large");
    expect(messageOf(id, "99999999999999999999999")).toBe("Food id is too large");
  });

  it("refuses what is not a number: booleans, arrays, null, hex, exponents, floats, blanks", () => {
    for (const value of [true, false, null, [], [1], {}, "0x10", "1e3", "1.0", "1.5", " 1", "-1", "+1", "abc", "١٢"]) {
      expect(id.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(messageOf(id, true)).toBe("Food id must be a number");
    expect(messageOf(id, "0x10")).toBe("Food id must be a number");
    expect(messageOf(id, 1.5)).toBe("Food id must be a whole number");
    expect(messageOf(id, 0)).toBe("Food id must be positive");
    expect(messageOf(id, -3)).toBe("Food id must be positive");
    expect(messageOf(id, Number.NaN)).toBe("Food id must be a number");
    expect(messageOf(id, undefined)).toBe("Food id is required");
  });
});

describe("NumberSchema", () => {
  const number = NumberSchema("Fat");

  it("takes JSON numbers and decimal strings", () => {
    expect(number.parse(12)).toBe(12);
    expect(number.parse(0)).toBe(0);
    expect(number.parse("12.5")).toBe(12.5);
    expect(number.parse(" 7 ")).toBe(7);
    expect(number.parse(".5")).toBe(0.5);
    expect(number.parse("-2")).toBe(-2);
  });

  it("never reads null, false, [] as 0, true as 1 or 0x10 as 16", () => {
    for (const value of [
      null,
      false,
      true,
      [],
      [5],
      {},
      "",
      " ",
      "0x10",
      "1e3",
      "Infinity",
      "NaN",
      "12abc",
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]) {
      expect(number.safeParse(value).success, String(JSON.stringify(value))).toBe(false);
    }
    expect(messageOf(number, "0x10")).toBe("Fat must be a number");
    expect(messageOf(number, undefined)).toBe("Fat is required");
  });
});

describe("withoutFieldNames", () => {
  it("drops describeIssues' field names for a form, and nothing else", () => {
    expect(withoutFieldNames("date: Cannot log food more than a day ahead")).toBe("Cannot log food more than a day ahead");
    expect(withoutFieldNames("mealsPerDay: Meals per day must be 2 to 6; foods.0.quantity: Quantity is required")).toBe(
      "Meals per day must be 2 to 6; Quantity is required",
    );
    expect(withoutFieldNames("Failed to Resend: Too many requests")).toBe("Failed to Resend: Too many requests");
    expect(withoutFieldNames("Update Failed: Failed to update profile. Please try again.")).toBe(
      "Update Failed: Failed to update profile. Please try again.",
    );
  });
});
