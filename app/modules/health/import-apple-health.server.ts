import { createReadStream } from "node:fs";
import { open as openFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import yauzl from "yauzl";
import { DomainError } from "~/modules/errors";
import { fromAppleRecord, fromAppleWorkout } from "./apple-health";
import type { HealthRecordInput } from "./records";

// An Apple Health export is read as a stream, never whole (a few years of an Apple Watch are
// hundreds of MB): the zip's export.xml entry (yauzl) or the bare XML goes through a streaming
// parser (saxes), and records come out in batches the caller stores before the next is read.

// 1,000 records a batch: on PostgreSQL a batch of 2,000 in flight (its records, statements and the
// driver's buffers) took the import's live heap to ~24 MB; 1,000 keeps it near 18 MB at the same speed.
const BATCH = 1_000;

// Bounds (issue 37, item 4): a small zip can inflate to gigabytes, and the parser keeps a tag whole
// until it closes, so one huge attribute would be held in memory. An export is refused with 413
// past any of these; a real one (years of an Apple Watch) stays far below them.
/** Uncompressed characters read in all. */
export const MAX_EXPORT_CHARS = 2_000_000_000;
/** Characters between two parser events: a Record tag is under 1 kB, the export's DTD about 10 kB. */
export const MAX_TAG_CHARS = 1_000_000;
/** Records and workouts in one export. */
export const MAX_EXPORT_RECORDS = 5_000_000;
const SLICE_CHARS = 64 * 1024;
const TOO_LARGE = (what: string) => new DomainError(413, `This export is too large to import: ${what}.`);
const NOT_AN_EXPORT = "This is not an Apple Health export: upload the export.zip (or the export.xml inside it) from the Health app.";

async function isZip(path: string): Promise<boolean> {
  const file = await openFile(path, "r");
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await file.close();
  }
}

/** The export.xml entry of an export.zip, as a stream. */
function zippedExport(path: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(new DomainError(400, NOT_AN_EXPORT));
      zip.on("error", () => reject(new DomainError(400, NOT_AN_EXPORT)));
      zip.on("end", () => reject(new DomainError(400, `${NOT_AN_EXPORT} (the zip holds no export.xml)`)));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (!/(^|\/)export\.xml$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(new DomainError(400, NOT_AN_EXPORT));
          stream.on("end", () => zip.close());
          resolve(stream);
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The records of the export at `path` (export.zip or export.xml), in batches of at most a few
 * thousand. Throws a 400 DomainError when the file is not an export (a zip without export.xml,
 * XML whose root is not <HealthData>, XML that breaks off).
 */
export async function* appleHealthBatches(path: string, timeZone: string): AsyncGenerator<HealthRecordInput[]> {
  const stream = (await isZip(path)) ? await zippedExport(path) : createReadStream(path);
  stream.setEncoding("utf8");
  const parser = new SaxesParser();
  let pending: HealthRecordInput[] = [];
  let root: string | null = null;
  let records = 0;
  let total = 0;
  // Characters written since the parser last emitted anything: a tag (or text) still open.
  let sinceEvent = 0;
  const seen = () => (sinceEvent = 0);
  for (const event of ["closetag", "text", "doctype", "comment", "cdata", "processinginstruction", "xmldecl"] as const)
    parser.on(event, seen);
  parser.on("opentag", (tag) => {
    sinceEvent = 0;
    root ??= tag.name;
    if (root !== "HealthData") throw new DomainError(400, NOT_AN_EXPORT);
    const attributes = tag.attributes as Record<string, string>;
    const record =
      tag.name === "Record"
        ? fromAppleRecord(attributes, timeZone)
        : tag.name === "Workout"
          ? fromAppleWorkout(attributes, timeZone)
          : null;
    if (!record) return;
    if (++records > MAX_EXPORT_RECORDS) throw TOO_LARGE(`more than ${MAX_EXPORT_RECORDS.toLocaleString("en-US")} records`);
    pending.push(record);
  });
  try {
    for await (const chunk of stream) {
      const text = chunk as string;
      total += text.length;
      if (total > MAX_EXPORT_CHARS) throw TOO_LARGE("more than 2 GB of XML");
      // Written in slices, so a tag that never closes is caught within a slice of the limit.
      for (let start = 0; start < text.length; start += SLICE_CHARS) {
        const slice = text.slice(start, start + SLICE_CHARS);
        sinceEvent += slice.length;
        parser.write(slice);
        if (sinceEvent > MAX_TAG_CHARS) throw TOO_LARGE("one element is larger than 1 MB");
      }
      if (pending.length >= BATCH) {
        yield pending;
        pending = [];
      }
    }
    parser.close();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(400, `${NOT_AN_EXPORT} (${error instanceof Error ? error.message.split("\n")[0] : "unreadable"})`);
  } finally {
    stream.destroy();
  }
  if (root !== "HealthData") throw new DomainError(400, NOT_AN_EXPORT);
  if (pending.length > 0) yield pending;
}
