import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { db } from "~/db.server";
import { sessionSecrets } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { queueMessage } from "~/modules/messenger/messenger.server";
import { CODE_LENGTH } from "./one-time-code";
import { minuteKeyOf } from "./code-mail-limits.server";

/** A code is good for 10 minutes, 5 wrong tries, one use. */
export const CODE_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

export type CodePurpose = "register" | "sign-in" | "change-email";
type IssuedCode = { id: number; email: string; purpose: CodePurpose; userId: number | null; payload: string | null };

function codeHash(email: string, code: string): string {
  return createHmac("sha256", sessionSecrets[0]!).update(`${email}\u0000${code}`).digest("hex");
}

const SUBJECTS: Record<CodePurpose, string> = {
  register: "Your Fitplate registration code",
  "sign-in": "Your Fitplate sign-in code",
  "change-email": "Confirm your new Fitplate e-mail",
};

/**
 * Queues a new six-digit code to `email` (the messenger's outbox, sent after the answer) and keeps
 * only its HMAC. Earlier unused codes of the address stop working. A registration's code keeps its
 * `phoneNumber` (E.164) so a resend can name it.
 */
export async function issueCode(
  email: string,
  purpose: CodePurpose,
  userId: number | null,
  payload?: unknown,
  phoneNumber: string | null = null,
): Promise<void> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  const now = new Date();
  await db.$transaction([
    db.oneTimeCode.updateMany({ where: { email, consumedAt: null }, data: { consumedAt: now } }),
    db.oneTimeCode.create({
      data: {
        email,
        purpose,
        userId,
        payload: payload === undefined ? null : JSON.stringify(payload),
        phoneNumber,
        codeHash: codeHash(email, code),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      },
      select: { id: true },
    }),
  ]);
  await queueMessage({
    channel: "email",
    to: email,
    subject: SUBJECTS[purpose],
    text: `Your Fitplate code is ${code}.\n\nIt works once, for ${CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    purpose: "sign-in-code",
  });
}

/** What every wrong, expired, used or unknown code gets: the same words, whatever the reason. */
const REFUSED = "Verification Failed: Invalid OTP code. Please try again.";

/**
 * Uses the newest live code of `email`: right → it is consumed and returned; wrong → one try
 * counted (the fifth wrong try ends the code). The comparison is constant-time, and the answer
 * never says whether the address has a code or an account.
 */
export async function consumeCode(email: string, code: string, now = new Date()): Promise<IssuedCode> {
  const row = await db.oneTimeCode.findFirst({
    where: { email, consumedAt: null, expiresAt: { gt: now } },
    orderBy: { id: "desc" },
  });
  const expected = Buffer.from(row?.codeHash ?? codeHash(email, "x".repeat(CODE_LENGTH)), "hex");
  const given = Buffer.from(codeHash(email, code), "hex");
  const matches = timingSafeEqual(expected, given);
  if (!row) throw new DomainError(400, REFUSED);
  // Every try, right or wrong, takes one of the code's tries in one conditional UPDATE: the row's
  // current `attempts` decides (not the value read above), so parallel guesses can neither pass
  // the limit nor let the right code in once five tries are spent.
  const live = { id: row.id, consumedAt: null, attempts: { lt: MAX_WRONG_TRIES } };
  if (matches) {
    const used = await db.oneTimeCode.updateMany({ where: live, data: { attempts: { increment: 1 }, consumedAt: now } });
    if (used.count === 0) throw new DomainError(400, REFUSED); // tries spent, or a parallel request used it first
    // The address just proved itself: signing out and back in within the minute is not spam (the hourly limit stays).
    await db.rateLimit.deleteMany({ where: { key: minuteKeyOf(email) } });
    return { id: row.id, email: row.email, purpose: row.purpose as CodePurpose, userId: row.userId, payload: row.payload };
  }
  const counted = await db.oneTimeCode.updateMany({ where: live, data: { attempts: { increment: 1 } } });
  // The try that spent the last one ends the code (idempotent: whoever gets here first).
  if (counted.count > 0)
    await db.oneTimeCode.updateMany({
      where: { id: row.id, consumedAt: null, attempts: { gte: MAX_WRONG_TRIES } },
      data: { consumedAt: now },
    });
  throw new DomainError(400, REFUSED);
}
