/** The scanner's ways in (spec core §2): a photo, a barcode, or the food search. */
export const SCAN_METHODS = ["camera", "barcode", "manual"] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];

export const METHOD_LABELS: Record<ScanMethod, string> = {
  camera: "Camera scan",
  barcode: "Barcode scanner",
  manual: "Manual food search",
};
