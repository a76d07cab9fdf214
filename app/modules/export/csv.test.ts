import { describe, expect, it } from "vitest";
import { csvCell, csvRow, ExportQuery } from "./csv";

describe("CSV cells", () => {
  it("quote commas, quotes and line breaks (quotes doubled)", () => {
    expect(csvCell("Apple juice, canned")).toBe('"Apple juice, canned"');
    expect(csvCell('12" sub')).toBe('"12"" sub"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
  });
  it("write numbers and empties plainly, and defuse formulas", () => {
    expect(csvCell(-2.5)).toBe("-2.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1,2")).toBe('"\'+1,2"');
  });
  it("quote semicolons too: a spreadsheet in a ';'-delimiter locale would split the cell and run its second half", () => {
    expect(csvCell("Rice;=1+1")).toBe('"Rice;=1+1"');
    expect(csvCell("=SUM(A1);B1")).toBe(`"'=SUM(A1);B1"`);
    expect(csvRow(["a;b", "c"])).toBe('"a;b",c\r\n');
  });
  it("end rows with CRLF", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
  });
});

describe("export query", () => {
  it("defaults to CSV and refuses a reversed range", () => {
    expect(ExportQuery.parse({})).toEqual({ format: "csv" });
    expect(ExportQuery.safeParse({ from: "2026-11-22", to: "2026-11-01" }).success).toBe(false);
    expect(ExportQuery.safeParse({ format: "xml" }).success).toBe(false);
  });
});
