// The two doors of "bring your history" (issue 41 item 7), as the history import tests call them:
// POST /api/history-import with a file as the body, and the /integrations form's multipart upload.
import { db } from "~/db.server";
import { action as historyApi } from "~/routes/api.history-import";
import { action as historyForm } from "~/routes/integrations_.history";
import { ORIGIN, respond } from "./requests";

const args = (request: Request) => ({ request, params: {}, context: {} });

/** POST /api/history-import with `body` (a CSV's text or a workbook's bytes) → its status and JSON. */
export async function postHistory(cookie: string, body: Uint8Array | string, query = "", type = "text/csv") {
  const request = new Request(`${ORIGIN}/api/history-import${query}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": type },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  const response = await respond(() => historyApi(args(request)));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The /integrations history form posting `file` with its other `fields` (format, weightUnit). */
export function uploadHistory(cookie: string, file: Blob, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", file, name);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return respond(() =>
    historyForm(args(new Request(`${ORIGIN}/integrations/history`, { method: "POST", headers: { Cookie: cookie }, body: form }))),
  );
}

/** What the member has stored of the kinds an import writes. */
export const storedHistory = async (userId: number) => ({
  meals: await db.meal.count({ where: { userId } }),
  entries: await db.mealFood.count({ where: { meal: { userId } } }),
  weights: await db.weightEntry.count({ where: { userId } }),
});
