import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { DomainError } from "~/modules/errors";
import { HistoryImportAnswer, HistoryImportOptions } from "~/modules/history/history-input";
import { importHistory } from "~/modules/history/import.server";

// A CSV, or MacroFactor's .xlsx workbook: importHistory tells which from the body's first bytes.
const EXPORT_TYPE =
  /^(text\/csv|text\/plain|application\/csv|application\/octet-stream|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)\b/i;
const WORKBOOK_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const UNSUPPORTED_TYPE = `Send the export as the request body, with Content-Type text/csv (a workbook: ${WORKBOOK_TYPE})`;

/**
 * POST /api/history-import?format=&weightUnit= with the export as the body (a CSV, or MacroFactor's workbook): the JSON door of
 * "Bring your history" (/integrations/history is its screen), the same importHistory and schema.
 * A CSV streams into the parser, a workbook is held (at most 8 MB) and read; nothing is stored unless the whole file reads.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    run: ({ userId, request }) => {
      if (!EXPORT_TYPE.test(request.headers.get("Content-Type") ?? "")) throw new DomainError(415, UNSUPPORTED_TYPE);
      if (!request.body) throw new DomainError(400, "Send the export as the request body");
      const url = new URL(request.url);
      const options = { format: url.searchParams.get("format"), weightUnit: url.searchParams.get("weightUnit") };
      return importHistory(userId, options, Readable.fromWeb(request.body as unknown as NodeReadableStream));
    },
  }),
  {
    POST: {
      summary: "Import history from another app's export",
      description:
        "The body is a CSV export (Content-Type text/csv) or MacroFactor's .xlsx workbook (Content-Type " +
        `${WORKBOOK_TYPE} or application/octet-stream), at most 8 MB, 100,000 rows, 3,660 days: MyFitnessPal's Nutrition Summary or Measurement Summary, ` +
        "Cronometer's Daily Nutrition (dailysummary.csv) or Biometrics (biometrics.csv), or MacroFactor's Data Export workbook or Food Log CSV. " +
        'A workbook is told by its bytes (a zip), whatever the Content-Type: its "Calories & Macros" and "Scale Weight" sheets (either may be missing, not both) ' +
        "are read as layout `macrofactor-workbook`; a CSV's layout is told from its header row (a sheet saved as CSV still reads). " +
        "`format` may name the app; a file of another app is refused. Each day's intake becomes meals in the diary " +
        "(one per meal slot the export names, else one 'Day total' snack) and each weigh-in an `import` entry of the weight log, so GET /api/expenditure uses them. " +
        "A day already logged in Fitplate (or imported from another app) is skipped; a re-import adds nothing. " +
        "A file that is not an export or a corrupt workbook (400), or too large (413), stores nothing.",
      query: HistoryImportOptions,
      response: HistoryImportAnswer,
      responseExample: {
        app: "cronometer",
        layout: "cronometer-daily",
        rows: 4,
        daysAdded: 3,
        mealsAdded: 3,
        weightsAdded: 0,
        alreadyImported: 0,
        skipped: [{ reason: "nothing was logged (no calories)", count: 1 }],
      },
      errors: {
        413: "This export is too large to import: more than 100,000 rows. Export a shorter period.",
        400: 'This workbook is not an export Fitplate can read: upload MacroFactor\'s Data Export workbook, with its "Calories & Macros" or "Scale Weight" sheet.',
        415: UNSUPPORTED_TYPE,
      },
    },
  },
);

export const loader = notServed(action);
