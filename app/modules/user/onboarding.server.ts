import { db } from "~/db.server";

// The welcome tour's completion (commercial spec §4), kept on the account so Finish, Skip Tutorial
// and Restart Tutorial work without JavaScript and on every device.

/** Whether the user finished or skipped the tour (and has not restarted it since). */
export async function hasFinishedTour(userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { onboardedAt: true } });
  return user?.onboardedAt != null;
}

/** Finish or Skip Tutorial (`finished`), or Restart Tutorial. */
export async function markTour(userId: number, finished: boolean): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { onboardedAt: finished ? new Date() : null } });
}
