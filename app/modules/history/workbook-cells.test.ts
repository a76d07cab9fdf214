import { describe, expect, it } from "vitest";
import { detectLayout, readRow } from "./layouts";
import { cellText, excelDay, isZip, sheetColumns, sheetRow } from "./workbook-cells";

describe("MacroFactor workbook cells", () => {
  it("tells a zip (an .xlsx) from a CSV by its first bytes", () => {
    expect(isZip(Buffer.from("PK\x03\x04rest", "latin1"))).toBe(true);
    expect(isZip(Buffer.from("Date,Calories (kcal)\n"))).toBe(false);
    expect(isZip(Buffer.from("PK\x05\x06", "latin1"))).toBe(false); // an empty zip holds no workbook
    expect(isZip(Buffer.from("PK"))).toBe(false);
    expect(isZip(Buffer.alloc(0))).toBe(false);
  });

  it("turns a Date cell into its UTC day", () => {
    expect(excelDay(new Date(Date.UTC(2026, 0, 5)))).toBe("2026-01-05");
    expect(excelDay(new Date(Date.UTC(2024, 1, 29, 23, 30)))).toBe("2024-02-29");
    expect(excelDay(new Date(Number.NaN))).toBeNull();
  });

  it("turns a serial day number into its day, the time of day dropped", () => {
    expect(excelDay(46027)).toBe("2026-01-05");
    expect(excelDay(46027.75)).toBe("2026-01-05");
    expect(excelDay(61)).toBe("1900-03-01");
    expect(excelDay(45351)).toBe("2024-02-29");
    expect(excelDay(2_958_465)).toBe("9999-12-31");
    // Before 1900-03-01 Excel's calendar counts a day that never was; past 9999 is no day.
    for (const value of [60, 0, -1, 2_958_466, Number.NaN, Number.POSITIVE_INFINITY, "46027", null]) expect(excelDay(value)).toBeNull();
  });

  it("writes cells as a CSV would: a date column's day, numbers in full, empty as nothing", () => {
    expect(cellText(46027, "date")).toBe("2026-01-05");
    expect(cellText("2026-01-05", "date")).toBe("2026-01-05");
    expect(cellText("5 Jan", "date")).toBe("5 Jan");
    expect(cellText(46027, "calories (kcal)")).toBe("46027");
    expect(cellText(82.35, "weight (kg)")).toBe("82.35");
    expect(cellText(null, "fat (g)")).toBe("");
    expect(cellText(true, "fat (g)")).toBe("true");
  });

  it("makes a sheet's rows into the records readRow reads, empty rows left out", () => {
    const columns = sheetColumns(["Date", " Weight  (lbs) ", "Fat Percent"]);
    expect(columns).toEqual(["date", "weight (lbs)", "fat percent"]);
    expect(detectLayout(columns)).toBe("macrofactor-weight");
    const row = sheetRow(columns, [new Date(Date.UTC(2026, 0, 6)), 181.5]);
    expect(row).toEqual({ date: "2026-01-06", "weight (lbs)": "181.5", "fat percent": "" });
    expect(readRow("macrofactor-weight", row!, "kg")).toEqual({ kind: "weight", date: "2026-01-06", kg: 82.33 });
    expect(sheetRow(columns, [null, null, null])).toBeNull();
    expect(sheetRow(columns, [])).toBeNull();
  });
});
