// Generates an Apple Health export like the Health app's (export.xml, or export.zip holding
// apple_health_export/export.xml), written as a stream so a test can make one of any size.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import yazl from "yazl";

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
<!ELEMENT Record (MetadataEntry*)>
]>
<HealthData locale="en_GB">
 <ExportDate value="2026-11-20 08:00:00 +0000"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01"/>
`;

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-01-05 08:30:00 +0000" for minute `m` after 2026-01-01 00:00 UTC. */
function appleTime(minute: number): string {
  const date = new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00 +0000`;
}

/** The i-th element: steps most of the time, then weight, active energy, sleep and a workout in turn. */
function element(i: number): string {
  const start = appleTime(i * 5);
  const end = appleTime(i * 5 + 4);
  const source = `sourceName="Sam’s Apple Watch" sourceVersion="10.1" device="&lt;&lt;HKDevice&gt;&gt;"`;
  switch (i % 10) {
    case 7:
      return ` <Record type="HKQuantityTypeIdentifierBodyMass" ${source} unit="kg" creationDate="${end}" startDate="${start}" endDate="${start}" value="${(80 - (i % 50) / 10).toFixed(1)}"/>\n`;
    case 8:
      return ` <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" ${source} unit="kcal" creationDate="${end}" startDate="${start}" endDate="${end}" value="12.5"/>\n`;
    case 9:
      return i % 20 === 9
        ? ` <Record type="HKCategoryTypeIdentifierSleepAnalysis" ${source} creationDate="${end}" startDate="${start}" endDate="${end}" value="HKCategoryValueSleepAnalysisAsleepCore"/>\n`
        : ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="4" durationUnit="min" ${source} creationDate="${end}" startDate="${start}" endDate="${end}">\n  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n </Workout>\n`;
    default:
      return ` <Record type="HKQuantityTypeIdentifierStepCount" ${source} unit="count" creationDate="${end}" startDate="${start}" endDate="${end}" value="${100 + (i % 37)}">\n  <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>\n </Record>\n`;
  }
}

/** Writes an export.xml of `count` elements; returns its path. */
export async function writeAppleHealthXml(count: number, folder?: string): Promise<string> {
  const dir = folder ?? (await mkdtemp(path.join(tmpdir(), "fitplate-ah-")));
  const file = path.join(dir, "export.xml");
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(HEADER);
  for (let i = 0; i < count; i++) await write(element(i));
  await write("</HealthData>\n");
  out.end();
  await once(out, "finish");
  return file;
}

/** Writes an export.xml of the given elements (each a whole <Record …/> line); returns its path. */
export async function writeAppleHealthElements(elements: string[], folder?: string): Promise<string> {
  const dir = folder ?? (await mkdtemp(path.join(tmpdir(), "fitplate-ah-")));
  const file = path.join(dir, "export.xml");
  await writeFile(file, `${HEADER}${elements.join("\n")}\n</HealthData>\n`);
  return file;
}

/** A step sample as an iPhone or an Apple Watch writes it ("08:00" times are UTC on `day`). */
export function stepRecord(device: "iPhone" | "Watch", day: string, from: string, to: string, steps: number): string {
  const name = device === "iPhone" ? "Sam’s iPhone" : "Sam’s Apple Watch";
  const hardware = device === "iPhone" ? "iPhone14,5" : "Watch6,2";
  const time = (hhmm: string) => `${day} ${hhmm}:00 +0000`;
  return ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="${name}" sourceVersion="17.1" device="&lt;&lt;HKDevice: 0x280a&gt;, name:${device === "iPhone" ? "iPhone" : "Apple Watch"}, manufacturer:Apple Inc., model:${device}, hardware:${hardware}&gt;" unit="count" creationDate="${time(to)}" startDate="${time(from)}" endDate="${time(to)}" value="${steps}"/>`;
}

/** Zips an export.xml as the Health app does (apple_health_export/export.xml); returns the zip's path. */
export async function zipAppleHealthXml(xmlPath: string): Promise<string> {
  const zipPath = path.join(path.dirname(xmlPath), "export.zip");
  const zip = new yazl.ZipFile();
  zip.addFile(xmlPath, "apple_health_export/export.xml");
  zip.addBuffer(Buffer.from("<ClinicalDocument/>"), "apple_health_export/export_cda.xml");
  zip.end();
  const out = createWriteStream(zipPath);
  zip.outputStream.pipe(out);
  await once(out, "finish");
  return zipPath;
}

/** A zip bomb: an export.zip of well under a megabyte whose export.xml holds one attribute of `megabytes` MB. */
export async function zipBombExport(megabytes: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "fitplate-bomb-"));
  const zipPath = path.join(dir, "export.zip");
  const filler = Buffer.alloc(1024 * 1024, "A");
  async function* xml() {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_GB">\n <Record type="HKQuantityTypeIdentifierStepCount" value="`,
    );
    for (let i = 0; i < megabytes; i++) yield filler;
    yield Buffer.from(`"/>\n</HealthData>\n`);
  }
  const zip = new yazl.ZipFile();
  zip.addReadStream(Readable.from(xml()), "apple_health_export/export.xml");
  zip.end();
  const out = createWriteStream(zipPath);
  zip.outputStream.pipe(out);
  await once(out, "finish");
  return zipPath;
}
