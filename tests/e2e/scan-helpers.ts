import Database from "better-sqlite3";
import sharp from "sharp";

/** The app server with an AI model (the OpenAI stand-in), started by playwright.config.ts. */
export const SCAN_BASE_URL = process.env.SCAN_BASE_URL ?? "http://127.0.0.1:3211";

/**
 * A photo the stand-in model answers by its color: grey → a plate of chicken, rice, broccoli and
 * dragon fruit (the first three in the catalogue). A real JPEG of a phone camera's size.
 */
export function platePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 200, b: 190 } } })
    .jpeg()
    .toBuffer();
}

/** Gives a user the Premium tier in an e2e server's SQLite file (the webhook path has its own tests). */
export function makePremium(userId: number, file = "data/e2e.db"): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.prepare(`UPDATE "User" SET "tier" = 'premium' WHERE "id" = ?`).run(userId);
  } finally {
    db.close();
  }
}

/** The kcal figure at the start of a totals line ("570 kcal · P …"). */
export const kcalOf = (text: string) => Number(/(\d+) kcal/.exec(text)?.[1]);
