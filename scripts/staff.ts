// `npm run staff:grant -- <e-mail or user id>` / `npm run staff:revoke -- <…>`: who may answer
// support tickets on /support/inbox. Uses DATABASE_URL like the app.
export {};
const [command, who] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !who) {
  console.error("Usage: npm run staff:grant -- <e-mail or user id>   |   npm run staff:revoke -- <e-mail or user id>");
  process.exit(2);
}
const { setStaffRole } = await import("~/modules/support/staff-role.server");
const { db } = await import("~/db.server");
try {
  const change = await setStaffRole(who, command === "grant" ? "staff" : "member");
  if (!change) {
    console.error(`No user with the e-mail or id ${who}.`);
    process.exitCode = 1;
  } else {
    console.log(
      `User #${change.userId}${change.email ? ` (${change.email})` : ""} is now ${change.role === "staff" ? "staff" : "a member"}.`,
    );
  }
} finally {
  await db.$disconnect();
}
