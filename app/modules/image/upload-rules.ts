// The photo upload rules of spec core §5 and §8, shared by the browser's check and the server's. Pure.

/** The largest photo accepted, in bytes (spec core §9: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Stored photos are at most this many pixels on their longer side (the browser and the server both downscale). */
export const MAX_IMAGE_SIDE = 1280;
/**
 * The most pixels a photo may have (a 24-megapixel phone photo fits): a small file can claim a huge
 * canvas (an interlaced 48-megapixel PNG of 160 kB takes ≈ 250 MB to decode), so more is refused
 * from the header, before decoding.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** JPEG quality of stored and uploaded photos. */
export const JPEG_QUALITY = 0.8;

type Notice = { title: string; description: string };

export const FILE_TOO_LARGE: Notice = { title: "File Too Large", description: "Please select an image smaller than 5MB." };
export const INVALID_FILE_TYPE: Notice = { title: "Invalid File Type", description: "Please select an image file." };
export const IMAGE_TOO_BIG: Notice = {
  title: "File Too Large",
  description: `Please select a photo of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
};

/** One line for an error answer: "File Too Large: Please select an image smaller than 5MB." */
export const noticeText = (notice: Notice) => `${notice.title}: ${notice.description}`;

/** The notice a message of noticeText() came from, so a screen can show title and description apart. */
export function noticeOf(message: string): Notice {
  const at = message.indexOf(": ");
  return at > 0 ? { title: message.slice(0, at), description: message.slice(at + 2) } : { title: message, description: "" };
}

/**
 * The browser's check of a chosen file (spec core §5): at most 5 MB, and a type starting with
 * image/. The server checks again, on the bytes themselves (image.server.ts).
 */
export function checkChosenFile(file: { size: number; type: string }): Notice | null {
  if (!file.type.startsWith("image/")) return INVALID_FILE_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** The size a photo is scaled to: its longer side at most MAX_IMAGE_SIDE, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const DATA_URL_PREFIX = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,/i;

/** Bytes a base64 payload decodes to (padding excluded). */
export function base64DecodedBytes(payload: string): number {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}
