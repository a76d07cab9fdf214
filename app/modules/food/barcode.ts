import { z } from "zod";

// Barcodes of packaged foods (EAN-8, UPC-A, EAN-13, GTIN-14), shared by the browser and the server. Pure.

const BARCODE_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 check digit of the digits before it: weights 3 and 1 alternating from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A barcode as typed or scanned ("5 012345 678900", "501-2345"): spaces and dashes dropped. */
export function normalizeBarcode(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

/** Why a barcode cannot be right, or null when it can. */
export function barcodeProblem(code: string): string | null {
  if (!/^\d+$/.test(code)) return "A barcode has digits only";
  if (!(BARCODE_LENGTHS as readonly number[]).includes(code.length)) return "A barcode has 8, 12, 13 or 14 digits";
  if (gtinCheckDigit(code.slice(0, -1)) !== Number(code.at(-1))) return "That barcode's last digit does not match: check the digits";
  return null;
}

/** A barcode from a form, a path or JSON: normalised, then checked (length and check digit). */
export const BarcodeSchema = z
  .string({ error: "Barcode is required" })
  .max(40, "A barcode has 8, 12, 13 or 14 digits")
  .transform(normalizeBarcode)
  .superRefine((code, ctx) => {
    const problem = barcodeProblem(code);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** An optional barcode on a form (empty = none). */
export const OptionalBarcodeSchema = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  BarcodeSchema.optional(),
);
