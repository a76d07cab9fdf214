import { describe, expect, it } from "vitest";
import { BarcodeSchema, barcodeProblem, gtinCheckDigit, normalizeBarcode, OptionalBarcodeSchema } from "./barcode";

describe("barcodes", () => {
  it("computes GS1 check digits", () => {
    expect(gtinCheckDigit("400638133393")).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit("9638507")).toBe(4); // EAN-8 96385074
  });

  it("accepts real EAN-13, UPC-A and EAN-8 codes, typed with spaces or dashes", () => {
    expect(barcodeProblem("4006381333931")).toBeNull();
    expect(barcodeProblem("036000291452")).toBeNull();
    expect(barcodeProblem("96385074")).toBeNull();
    expect(BarcodeSchema.parse(" 4 006381-333931 ")).toBe("4006381333931");
    expect(normalizeBarcode("0 36000 29145 2")).toBe("036000291452");
  });

  it("refuses letters, wrong lengths and a wrong check digit", () => {
    expect(barcodeProblem("40063813339x1")).toBe("A barcode has digits only");
    expect(barcodeProblem("12345")).toBe("A barcode has 8, 12, 13 or 14 digits");
    expect(barcodeProblem("4006381333932")).toBe("That barcode's last digit does not match: check the digits");
    expect(BarcodeSchema.safeParse(123).success).toBe(false);
  });

  it("treats an empty optional barcode as none", () => {
    expect(OptionalBarcodeSchema.parse("")).toBeUndefined();
    expect(OptionalBarcodeSchema.parse(undefined)).toBeUndefined();
    expect(OptionalBarcodeSchema.parse("96385074")).toBe("96385074");
  });
});
