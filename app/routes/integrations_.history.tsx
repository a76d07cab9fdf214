import { createReadStream } from "node:fs";
import { redirect } from "@remix-run/node";
import { refusalOf } from "~/http/json.server";
import { pageLoader } from "~/http/read-policy.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { DomainError } from "~/modules/errors";
import { importHistory } from "~/modules/history/import.server";
import { historySummary } from "~/modules/history/summary";

// POST /integrations/history (multipart: `file`, `format`, `weightUnit`): the screen door of
// "Bring your history" on /integrations; POST /api/history-import is its JSON door, with the same
// importHistory and schema. Guard and throttle come before the body is read; every outcome goes
// back to /integrations with a toast, so it works without JavaScript.

export const action = formAction({
  guard: "page",
  throttle: "write",
  upload: true,
  intent: { fromUrl: () => "history" },
  intents: {
    history: async ({ userId, formData, file }) => {
      try {
        if (!file) throw new DomainError(400, "Choose a file to import.");
        const answer = await importHistory(
          userId,
          { format: formData.get("format"), weightUnit: formData.get("weightUnit") },
          createReadStream(file.path),
        );
        return redirectWithToast("/integrations#history", {
          title: "Import Complete",
          description: historySummary(answer),
          variant: "success",
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return redirectWithToast("/integrations#history", { title: "Import Failed", description: refusal.message, variant: "error" });
      }
    },
  },
});

export const loader = pageLoader("none", () => redirect("/integrations#history"));
