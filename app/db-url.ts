import path from "node:path";

// What a DATABASE_URL names, for the app, the migration runner and the Prisma CLI config.

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Resolves `file:./data/x.db` against the working directory (the project root). */
export function sqliteFilePath(url: string): string {
  const file = url.replace(/^file:/, "");
  return path.isAbsolute(file) ? file : path.resolve(process.cwd(), file);
}
