// The label scanner's words (spec commercial §8), its forms' names and the size OCR reads at.
// Pure: the browser imports them.

export type Notice = { title: string; description: string };

/** Nothing on the image parses as a nutrition label. */
export const SCAN_FAILED: Notice = { title: "Scan Failed", description: "Could not detect nutrition label. Try adjusting position." };
export const SCAN_SUCCEEDED: Notice = { title: "Label Scanned Successfully", description: "AR nutrition information is now displayed." };

/** The screen's two posts, named in the query (`?step=`) so the write policy throttles before reading an upload. */
export const READ_STEP = "read";
export const SAVE_STEP = "save";
/** The multipart field of the label photo. */
export const LABEL_PHOTO_FIELD = "photo";

/** The figures a scan reads, and the save form's field of each (also the keys of `read`, what OCR made of them). */
export const LABEL_FIGURES = ["servingGrams", "calories", "protein", "carbs", "fat", "fiber", "sugar", "sodium"] as const;
export type LabelFigure = (typeof LABEL_FIGURES)[number];

/**
 * The longer side, in pixels, an image is scaled to before OCR, in the browser and on the server:
 * a label filling half a phone photo then has print tesseract reads reliably (1000 px lost the
 * small print of the EU corpus label), and bigger only costs time.
 */
export const LABEL_IMAGE_SIDE = 1600;
