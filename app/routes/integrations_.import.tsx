import { pageLoader } from "~/http/read-policy.server";
import { redirect } from "@remix-run/node";
import { redirectWithToast } from "~/http/toast.server";
import { formAction, type FormDoor } from "~/http/write-policy.server";
import { refusalOf } from "~/http/json.server";
import { DomainError } from "~/modules/errors";
import { importHealthFile, IMPORT_FORMATS, type ImportFormat } from "~/modules/integrations/imports.server";

// POST /integrations/import?format=apple-health|csv (multipart, field `file`): the upload door of
// /integrations. The write policy guards and throttles before the body is read, then streams the
// file to disk (formAction `upload`, up to MAX_UPLOAD_BYTES on this path only); the import reads it
// as a stream. Every outcome goes back to /integrations with a toast, so it works without JavaScript.

const LABEL: Record<ImportFormat, string> = { "apple-health": "Apple Health", csv: "CSV" };

async function importUpload({ userId, intent, file }: FormDoor<number>) {
  const format = intent as ImportFormat;
  try {
    if (!file) throw new DomainError(400, "Choose a file to import.");
    const result = await importHealthFile(userId, format, file.path);
    return redirectWithToast("/integrations#import", {
      title: "Import Complete",
      description: `${LABEL[format]}: ${result.added.toLocaleString("en-US")} new records, ${result.duplicates.toLocaleString("en-US")} already imported.`,
      variant: "success",
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return redirectWithToast("/integrations#import", { title: "Import Failed", description: refusal.message, variant: "error" });
  }
}

export const action = formAction({
  guard: "page",
  throttle: "write",
  upload: true,
  intent: { fromUrl: (url) => url.searchParams.get("format") ?? "" },
  intents: Object.fromEntries(IMPORT_FORMATS.map((format) => [format, importUpload])),
});

export const loader = pageLoader("none", () => redirect("/integrations"));
