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
  parser.on("opentag", (tag) => {
    root ??= tag.name;
    if (root !== "HealthData") throw new DomainError(400, NOT_AN_EXPORT);
    const attributes = tag.attributes as Record<string, string>;
    const record =
      tag.name === "Record"
        ? fromAppleRecord(attributes, timeZone)
        : tag.name === "Workout"
          ? fromAppleWorkout(attributes, timeZone)
          : null;
    if (record) pending.push(record);
  });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
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
