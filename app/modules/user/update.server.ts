import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { logWeight } from "~/modules/weight/log.server";
import { getProfile, type Profile } from "./profile.server";
import { ProfileInput } from "./profile-input";
import { UPDATE_FAILED } from "./profile-fields";

const EMAIL_BY_CODE = "Your e-mail changes only by verifying the new address with a code (POST /api/auth/change-email)";
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/**
 * PUT /api/user/{id} and the profile form: writes the fields given (empty ones are omitted, spec
 * core §5) and answers the whole profile. A time zone given is the member's choice from then on
 * (Profile stops asking). The tier and guest flag are not writable here.
 */
export async function updateProfile(userId: number, rawInput: unknown): Promise<Profile> {
  const input = validate(ProfileInput, rawInput);
  const data: Record<string, unknown> = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (input.timeZone !== undefined) data.timeZoneChosen = true;
  if (typeof input.email === "string") {
    // An e-mail changes only with a code sent to the new address, a guest's too: written straight
    // in, a member's address was refused and a stranger's accepted (issue 37 item 5).
    const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (user && input.email.toLowerCase() !== user.email) throw new DomainError(409, EMAIL_BY_CODE);
    delete data.email;
  }
  // The weight is today's entry of the weight log (issue 41), written with the rest or not at all.
  const { weight, ...fields } = data;
  try {
    await db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data: fields });
      if (typeof weight === "number") await logWeight(userId, { kg: weight }, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(409, {
        title: UPDATE_FAILED.title,
        description: `${UPDATE_FAILED.description} That username or email is already in use.`,
      });
    if ((error as { code?: unknown } | null)?.code === "P2025") throw new DomainError(404, "User not found");
    throw error;
  }
  const profile = await getProfile(userId);
  if (!profile) throw new DomainError(404, "User not found");
  return profile;
}
