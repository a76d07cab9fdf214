import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import Database from "better-sqlite3";

/**
 * The newest code mailed to `email`, read from the e2e server's outbox (no mail server there: the
 * messenger keeps every message in the database, as on a fresh clone). The SMTP path is covered by
 * tests/integration/accounts.test.ts against a real SMTP server.
 */
export async function mailedCode(email: string): Promise<string> {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    for (let i = 0; i < 50; i++) {
      const row = db.prepare(`SELECT "body" FROM "OutboxMessage" WHERE "to" = ? ORDER BY "id" DESC LIMIT 1`).get(email) as
        { body: string } | undefined;
      const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    db.close();
  }
  throw new Error(`no code for ${email} in the outbox`);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A member registered through the JSON doors (in its own request context), for sign-in tests. */
export async function registeredMember(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const sent = await request.post("/api/auth/register", {
    data: { firstName: "Kim", lastName: "Park", email, countryCode: "+82", phoneNumber: "1012345678", agreeToTerms: true },
  });
  if (!sent.ok()) throw new Error(`register answered ${sent.status()}`);
  const verified = await request.post("/api/auth/verify-otp", { data: { email, otpCode: await mailedCode(email) } });
  if (!verified.ok()) throw new Error(`verify answered ${verified.status()}`);
  // The next code (the kiosk sign-in) may be asked for at once: a verified code clears the minute's limit.
  return email;
}

/**
 * Ends the kiosk sessions of the member with this e-mail now, as 2 idle minutes would (the e2e
 * server's SQLite file). Only theirs: browser tests run side by side, another may be on the kiosk.
 */
export function expireKioskSessions(email: string): void {
  const db = new Database("data/e2e.db", { fileMustExist: true });
  try {
    db.prepare(`UPDATE "Session" SET "expiresAt" = ? WHERE "kiosk" = 1 AND "userId" = (SELECT "id" FROM "User" WHERE "email" = ?)`).run(
      new Date(Date.now() - 1000).toISOString().replace("Z", "+00:00"),
      email,
    );
  } finally {
    db.close();
  }
}

/** A member registered through the JSON doors, signed in at /kiosk by code in `page`; returns the e-mail. */
export async function signedInAtKiosk(page: Page, playwright: PlaywrightWorkerArgs["playwright"], tag: string): Promise<string> {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = await registeredMember(api, tag);
  await api.dispose();
  await page.goto("/kiosk");
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  // the new code exists once the code step shows (read it after, not before)
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel("Code").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  return email;
}
