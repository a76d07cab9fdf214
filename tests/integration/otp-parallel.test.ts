// Issue 23: the one-time code's 5-try limit holds under parallel guesses (on whichever database the run uses).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { consumeCode, issueCode, MAX_WRONG_TRIES } from "~/modules/auth/one-time-code.server";

let counter = 0;
const uniqueEmail = () => `parallel-${Date.now()}-${++counter}@example.com`;

/** Issues a code into the local outbox (no SMTP) and reads it back from there. */
async function issued(email: string): Promise<string> {
  await issueCode(email, "sign-in", null);
  const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  return /\b(\d{6})\b/.exec(mail.body)![1]!;
}
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const attemptsOf = async (email: string) => (await db.oneTimeCode.findFirstOrThrow({ where: { email }, orderBy: { id: "desc" } })).attempts;

beforeEach(() => {
  Object.assign(env, { SMTP_URL: undefined });
  return db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
});

afterEach(() => vi.restoreAllMocks());

describe("one-time code tries under parallel guesses", () => {
  it("the right code read before 5 wrong tries landed is refused once they have (no stale count)", async () => {
    const email = uniqueEmail();
    const code = await issued(email);
    // The right code's request reads its row, then waits while five wrong guesses are counted.
    const findFirst = db.oneTimeCode.findFirst.bind(db.oneTimeCode);
    let release!: () => void;
    const wrongsDone = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    vi.spyOn(db.oneTimeCode, "findFirst").mockImplementation(((args: Parameters<typeof findFirst>[0]) => {
      const read = findFirst(args);
      if (!first) return read;
      first = false;
      return read.then(async (row) => (await wrongsDone, row));
    }) as never);
    const right = consumeCode(email, code);
    const wrongs = await Promise.allSettled(Array.from({ length: 40 }, () => consumeCode(email, wrongFor(code))));
    expect(wrongs.every((result) => result.status === "rejected")).toBe(true);
    expect(await attemptsOf(email)).toBe(MAX_WRONG_TRIES);
    release();
    await expect(right).rejects.toMatchObject({ status: 400 });
    expect(await attemptsOf(email)).toBe(MAX_WRONG_TRIES);
  });

  it("40 wrong guesses at once spend the code: the right one is refused after, attempts never pass 5", async () => {
    const email = uniqueEmail();
    const code = await issued(email);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => consumeCode(email, wrongFor(code))));
    expect(results.every((result) => result.status === "rejected")).toBe(true);
    expect(await attemptsOf(email)).toBe(MAX_WRONG_TRIES);
    await expect(consumeCode(email, code)).rejects.toMatchObject({ status: 400 });
    expect(await attemptsOf(email)).toBe(MAX_WRONG_TRIES);
  });

  it("the right code among 40 wrong ones is accepted only if it took one of the 5 tries", async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail();
      const code = await issued(email);
      const guesses = Array.from({ length: 40 }, (_, i) => (i === 20 ? code : wrongFor(code)));
      const results = await Promise.allSettled(guesses.map((guess) => consumeCode(email, guess)));
      const accepted = results.filter((result) => result.status === "fulfilled").length;
      expect(accepted).toBeLessThanOrEqual(1);
      expect(await attemptsOf(email)).toBeLessThanOrEqual(MAX_WRONG_TRIES);
      const row = await db.oneTimeCode.findFirstOrThrow({ where: { email }, orderBy: { id: "desc" } });
      expect(row.consumedAt).not.toBeNull();
      // accepted → the code's try was one of the first five (the others were refused without a try)
      if (accepted === 1) expect(row.attempts).toBeLessThanOrEqual(MAX_WRONG_TRIES);
    }
  });

  it("4 wrong tries then the right code still works; 5 wrong end it", async () => {
    const email = uniqueEmail();
    const code = await issued(email);
    for (let i = 0; i < MAX_WRONG_TRIES - 1; i++) await expect(consumeCode(email, wrongFor(code))).rejects.toMatchObject({ status: 400 });
    expect(await consumeCode(email, code)).toMatchObject({ email });
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "code:" } } });
    const other = uniqueEmail();
    const second = await issued(other);
    for (let i = 0; i < MAX_WRONG_TRIES; i++) await expect(consumeCode(other, wrongFor(second))).rejects.toMatchObject({ status: 400 });
    await expect(consumeCode(other, second)).rejects.toMatchObject({ status: 400 });
  });
});
