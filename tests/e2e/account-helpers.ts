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
