import { randomBytes } from "node:crypto";
import pLimit from "p-limit";
import sharp, { type Sharp } from "sharp";
import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import {
  base64DecodedBytes,
  DATA_URL_PREFIX,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  IMAGE_TOO_BIG,
  JPEG_QUALITY,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  noticeText,
} from "./upload-rules";

// Photos arrive as a file (a multipart form) or a data URL (JSON). Either way the server decides
// what they are from their bytes, never from the type the client claims, and keeps only its own
// re-encoding: at most 1280 px, JPEG, without metadata (a phone's EXIF carries the GPS position).

sharp.cache(false);

/** Formats a phone or a browser sends; SVG (a document, not a photo) and RAW are refused. */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif", "avif", "tiff"]);
/**
 * Photos decoded at once by one server process, and photos that may wait for their turn: a decode
 * at the pixel limit takes ≈ 150 MB, so a burst of uploads cannot take the memory of many (an
 * upload past the queue is answered 503 with Retry-After rather than held).
 */
const MAX_CONCURRENT_DECODES = 2;
const MAX_WAITING_DECODES = 8;
const BUSY_RETRY_SECONDS = 5;
const decodes = pLimit(MAX_CONCURRENT_DECODES);

/** The photos this module is decoding now (at most MAX_CONCURRENT_DECODES) and those waiting for a turn. */
export function decodeLoad(): { decoding: number; waiting: number } {
  return { decoding: decodes.activeCount, waiting: decodes.pendingCount };
}

export type PreparedImage = { bytes: Buffer; width: number; height: number; contentType: "image/jpeg" };

const tooLarge = () => new DomainError(413, noticeText(FILE_TOO_LARGE));
const notAnImage = () => new DomainError(415, noticeText(INVALID_FILE_TYPE));
const busy = () => new DomainError(503, "Too many photos are being processed right now: try again in a few seconds", BUSY_RETRY_SECONDS);

/**
 * An uploaded photo made ready to store and to send to the model: at most 5 MB in, an image by its
 * bytes (JPEG, PNG, WebP, GIF, HEIF/AVIF, TIFF) of at most MAX_INPUT_PIXELS, turned upright (EXIF
 * orientation), scaled to at most 1280 px on its longer side and re-encoded as JPEG. Throws 413
 * "File Too Large" or 415 "Invalid File Type" with the spec's words, 503 (Retry-After) when
 * MAX_WAITING_DECODES photos already wait for one of the MAX_CONCURRENT_DECODES decodes.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  return decodeChecked(bytes, async (image) => {
    const { data, info } = await image
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: Math.round(JPEG_QUALITY * 100), mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: "image/jpeg" };
  });
}

/**
 * An uploaded photo made ready for text recognition (the label scanner): the same checks and
 * limits as prepareImage, then upright, grey, `side` pixels on its longer side (a small photo is
 * enlarged: OCR reads small print better so) and a lossless PNG. Nothing is stored.
 */
export async function prepareForReading(bytes: Uint8Array, side: number): Promise<Buffer> {
  return decodeChecked(bytes, (image) =>
    image
      .resize({ width: side, height: side, fit: "inside" })
      .grayscale()
      // Kept in memory for a moment: encoding fast matters more than a small file.
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
}

async function decodeChecked<T>(bytes: Uint8Array, encode: (image: Sharp) => Promise<T>): Promise<T> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  if (bytes.byteLength === 0) throw notAnImage();
  if (decodes.activeCount + decodes.pendingCount >= MAX_CONCURRENT_DECODES + MAX_WAITING_DECODES) throw busy();
  return decodes(() => decode(bytes, encode));
}

async function decode<T>(bytes: Uint8Array, encode: (image: Sharp) => Promise<T>): Promise<T> {
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.format || !PHOTO_FORMATS.has(header.format)) throw notAnImage();
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) throw new DomainError(413, noticeText(IMAGE_TOO_BIG));
  try {
    return await encode(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate().flatten({ background: "#ffffff" }));
  } catch {
    // A truncated or corrupt file that passed the header check.
    throw notAnImage();
  }
}

/**
 * The bytes of an image data URL (`data:image/…;base64,…`), checked before decoding: an image
 * type, base64, at most 5 MB decoded. What the bytes really are is prepareImage's question.
 */
export function decodeImageDataUrl(url: unknown): Uint8Array {
  if (typeof url !== "string") throw new DomainError(400, "image must be a data URL of a photo (data:image/jpeg;base64,…)");
  const prefix = DATA_URL_PREFIX.exec(url);
  if (!prefix) throw new DomainError(400, "image must be a data URL of a photo (data:image/jpeg;base64,…)");
  if (!prefix[1]!.toLowerCase().startsWith("image/")) throw notAnImage();
  const payload = url.slice(prefix[0].length);
  if (base64DecodedBytes(payload) > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw new DomainError(400, "image must be base64 data");
  return Buffer.from(payload, "base64");
}

/** The data URL of a prepared photo (what the model is sent). */
export function dataUrlOf(image: PreparedImage): string {
  return `data:${image.contentType};base64,${image.bytes.toString("base64")}`;
}

/** Stores a prepared photo for its owner; returns its id (random: the URL reveals nothing and never changes). */
export async function storeImage(tx: Tx, ownerId: number, image: PreparedImage): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await tx.image.create({
    data: { id, ownerId, contentType: image.contentType, width: image.width, height: image.height, bytes: new Uint8Array(image.bytes) },
  });
  return id;
}

/** Where a stored photo is served (GET /images/{id}, its owner only). */
export const imagePath = (id: string) => `/images/${id}`;

const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;

/** A stored photo if it belongs to `userId`; null when there is none or it is someone else's. */
export async function getOwnImage(userId: number, id: string | undefined) {
  if (!id || !IMAGE_ID.test(id)) return null;
  return db.image.findFirst({ where: { id, ownerId: userId }, select: { id: true, contentType: true, bytes: true } });
}

/** The id in one of our image URLs (`/images/{id}`), or null. */
export function imageIdOf(url: string): string | null {
  const match = /^\/images\/([A-Za-z0-9_-]{22})$/.exec(url);
  return match ? match[1]! : null;
}
