import { DomainError } from "~/modules/errors";
import { decodeImageDataUrl, prepareForReading } from "~/modules/image/image.server";
import { noticeText } from "~/modules/image/upload-rules";
import { getProfile } from "~/modules/user/profile.server";
import { validate } from "~/modules/validate";
import { ReadLabelInput } from "./inputs";
import { recognizeText } from "./ocr.server";
import { parseLabel } from "./parse";
import { labelResult, type LabelResult } from "./result";
import { LABEL_IMAGE_SIDE, SCAN_FAILED } from "./scanner";

// A label photo read on the server (the upload without JavaScript, and POST /api/nutrition-label):
// the photo checked and scaled (image.server.ts), its text read in the OCR pool, then the same
// parser and result the browser uses. Nothing is stored.

/**
 * The scanned label result of a photo (per serving, the health score against the member's goal).
 * Throws 413/415 for a file over 5 MB or no image, 503 when the OCR pool is full, and 422
 * "Scan Failed: Could not detect nutrition label. Try adjusting position." when nothing parses.
 */
export async function readLabelPhoto(userId: number, photo: Uint8Array): Promise<LabelResult> {
  const [image, profile] = await Promise.all([prepareForReading(photo, LABEL_IMAGE_SIDE), getProfile(userId)]);
  const facts = parseLabel(await recognizeText(image));
  if (!facts) throw new DomainError(422, noticeText(SCAN_FAILED));
  return labelResult(facts, profile?.dailyCalorieGoal);
}

/** POST /api/nutrition-label `{ image: dataURL }`. */
export function readLabelRequest(userId: number, rawBody: unknown): Promise<LabelResult> {
  const { image } = validate(ReadLabelInput, rawBody);
  return readLabelPhoto(userId, decodeImageDataUrl(image));
}
