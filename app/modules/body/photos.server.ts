import { z } from "zod";
import { db } from "~/db.server";
import { addDays, isIsoDate, localDateOf } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { imagePath, prepareImage, storeImage } from "~/modules/image/image.server";
import { IdSchema, validate } from "~/modules/validate";

// Private progress photos (issue 41). A photo is stored as the scanner's are (image.server.ts):
// decided from its bytes, at most 5 MB, re-encoded without its metadata (a phone's EXIF holds where
// it was taken) and served by GET /images/{id} to its owner only. A ProgressPhoto row gives it a day.

/** Photos a member keeps (each ≤ 1280 px JPEG, a few hundred kB): a weekly photo for almost four years. */
export const MAX_PROGRESS_PHOTOS = 200;

export const PhotoInput = z.object({
  date: z.string({ error: "date must be YYYY-MM-DD" }).refine(isIsoDate, "date must be a real day written YYYY-MM-DD").optional(),
});
const PhotoIdSchema = IdSchema("Photo id");
export const PhotoRef = z.object({ photoId: PhotoIdSchema });

export type ProgressPhoto = { id: number; date: string; url: string; width: number; height: number };

const select = { id: true, date: true, imageId: true, image: { select: { width: true, height: true } } } as const;
const asPhoto = (row: { id: number; date: string; imageId: string; image: { width: number; height: number } }): ProgressPhoto => ({
  id: row.id,
  date: row.date,
  url: imagePath(row.imageId),
  width: row.image.width,
  height: row.image.height,
});

/**
 * Stores a photo for a day (today by default, at most a day ahead): checked and re-encoded before
 * any write (413 "File Too Large", 415 "Invalid File Type"), then its image and its row in one commit.
 */
export async function addProgressPhoto(userId: number, rawInput: unknown, bytes: Uint8Array): Promise<ProgressPhoto> {
  const input = validate(PhotoInput, rawInput ?? {});
  const image = await prepareImage(bytes);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
    if (!user) throw new DomainError(404, "User not found");
    const today = localDateOf(new Date(), user.timeZone);
    const date = input.date ?? today;
    if (date > addDays(today, 1)) throw new DomainError(400, "date: Cannot add a photo more than a day ahead");
    if ((await tx.progressPhoto.count({ where: { userId } })) >= MAX_PROGRESS_PHOTOS) {
      throw new DomainError(409, `You keep ${MAX_PROGRESS_PHOTOS} progress photos, the most there can be: delete one to add another`);
    }
    const imageId = await storeImage(tx, userId, image);
    return asPhoto(await tx.progressPhoto.create({ data: { userId, date, imageId }, select }));
  });
}

/** The member's photos, newest day first. */
export async function listProgressPhotos(userId: number): Promise<ProgressPhoto[]> {
  const rows = await db.progressPhoto.findMany({ where: { userId }, orderBy: [{ date: "desc" }, { id: "desc" }], select });
  return rows.map(asPhoto);
}

/** Deletes one of the member's photos and its image (its bytes are gone, not just unlisted); 404 if it is not theirs. */
export async function deleteProgressPhoto(userId: number, rawId: unknown): Promise<ProgressPhoto> {
  const id = validate(PhotoIdSchema, rawId);
  return db.$transaction(async (tx) => {
    const row = await tx.progressPhoto.findFirst({ where: { id, userId }, select });
    if (!row) throw new DomainError(404, "Photo not found");
    await tx.progressPhoto.delete({ where: { id } });
    await tx.image.delete({ where: { id: row.imageId } });
    return asPhoto(row);
  });
}
