import { db } from "~/db.server";

type StaffRoleChange = { userId: number; email: string | null; role: "member" | "staff" };

/**
 * Grants or revokes the staff role (`npm run staff:grant|staff:revoke -- <e-mail or user id>`):
 * there is no self-service path. Returns null when no such user exists.
 */
export async function setStaffRole(who: string, role: "member" | "staff"): Promise<StaffRoleChange | null> {
  const trimmed = who.trim().replace(/^#/, "");
  const where = /^\d{1,10}$/.test(trimmed) ? { id: Number(trimmed) } : { email: { in: [trimmed, trimmed.toLowerCase()] } };
  const user = await db.user.findFirst({ where, select: { id: true } });
  if (!user) return null;
  const updated = await db.user.update({ where: { id: user.id }, data: { role }, select: { id: true, email: true, role: true } });
  return { userId: updated.id, email: updated.email, role: updated.role as StaffRoleChange["role"] };
}
