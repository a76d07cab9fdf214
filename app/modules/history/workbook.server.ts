import readXlsxFile from "read-excel-file/node";
import yauzl from "yauzl";
import { DomainError } from "~/modules/errors";
import { detectLayout, readRow, type RowLayoutId, type WeightUnit } from "./layouts";
import type { Tally } from "./tally";
import { sheetColumns, sheetRow } from "./workbook-cells";

// MacroFactor's Data Export workbook (issue 41 item 7, ADR 0045): read-excel-file reads the .xlsx
// (already held in memory, at most MAX_HISTORY_BYTES); its "Calories & Macros" and "Scale Weight"
// sheets go row by row through the same layouts as their CSVs, into the same tally.

/** The sheets read, by name (compared in lower case), and the layout each sheet's rows are. */
const SHEETS: { name: string; title: string; layout: RowLayoutId; columns: string }[] = [
  { name: "calories & macros", title: "Calories & Macros", layout: "macrofactor-daily", columns: "Date, Calories (kcal)" },
  { name: "scale weight", title: "Scale Weight", layout: "macrofactor-weight", columns: "Date and Weight (kg) or Weight (lbs)" },
];

/** The most XML a workbook may unpack to: a zip of 8 MB could otherwise inflate to gigabytes in memory. */
export const MAX_WORKBOOK_XML_BYTES = 64 * 1024 * 1024;

const NOT_A_WORKBOOK_EXPORT =
  'This workbook is not an export Fitplate can read: upload MacroFactor\'s Data Export workbook, with its "Calories & Macros" or "Scale Weight" sheet.';

/** Adds the workbook's sheets' rows to `tally`; 400 when it is no MacroFactor workbook (or no workbook at all), 413 past the bounds. */
export async function tallyWorkbook(workbook: Buffer, weightUnit: WeightUnit, tally: Tally): Promise<void> {
  const sheets = await sheetsOf(workbook);
  const found = SHEETS.flatMap((wanted) => {
    const sheet = sheets.find((candidate) => candidate.sheet.trim().toLowerCase() === wanted.name);
    return sheet ? [{ ...wanted, rows: sheet.data as unknown[][] }] : [];
  });
  if (found.length === 0) throw new DomainError(400, NOT_A_WORKBOOK_EXPORT);
  for (const { title, layout, columns: expected, rows } of found) {
    const [header, ...cells] = rows;
    if (!header) continue;
    const columns = sheetColumns(header);
    if (detectLayout(columns) !== layout)
      throw new DomainError(400, `This workbook's "${title}" sheet is not MacroFactor's: its first row should name ${expected}.`);
    for (const row of cells) {
      const record = sheetRow(columns, row);
      if (record) tally.add(readRow(layout, record, weightUnit));
    }
  }
}

async function sheetsOf(workbook: Buffer) {
  let unpacked: number;
  try {
    unpacked = await unpackedBytes(workbook);
  } catch (error) {
    throw unreadable(error);
  }
  if (unpacked > MAX_WORKBOOK_XML_BYTES)
    throw new DomainError(
      413,
      `This export is too large to import: its workbook unpacks to more than ${MAX_WORKBOOK_XML_BYTES / 1024 / 1024} MB. Export a shorter period.`,
    );
  try {
    return await readXlsxFile(workbook);
  } catch (error) {
    throw unreadable(error);
  }
}

const unreadable = (error: unknown) =>
  new DomainError(
    400,
    `This file could not be read as an .xlsx workbook (${error instanceof Error ? error.message.split("\n")[0] : "unreadable"}).`,
  );

/** What the zip's entries say they unpack to, from its central directory (nothing is inflated). */
function unpackedBytes(zip: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error("not a zip archive"));
      let total = 0;
      archive.on("error", reject);
      archive.on("entry", (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        archive.readEntry();
      });
      archive.on("end", () => resolve(total));
      archive.readEntry();
    });
  });
}
