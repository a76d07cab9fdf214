// Issue 41 item 3: body measurements and private progress photos. GET/POST /api/measurements,
// PUT/DELETE /api/measurements/{id} and the /measurements screen call the same functions; photos
// are stored as scan photos are (re-encoded, no metadata), served to their owner only, exported,
// and go with the account (account-deletion.test.ts covers the rows).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { localDateOf } from "~/modules/dates/calendar";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { action as measurementsApi, loader as measurementsList } from "~/routes/api.measurements";
import { action as measurementApi } from "~/routes/api.measurements.$entryId";
import { loader as exportLoader } from "~/routes/api.export";
import { loader as imageLoader } from "~/routes/images.$imageId";
import { action as screenAction, loader as screenLoader } from "~/routes/measurements";
import { formPost, newGuest, ORIGIN, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const post = (cookie: string, json: unknown) =>
  respond(() => measurementsApi(args(request("/api/measurements", { method: "POST", cookie, json }))));
const list = async (cookie: string) =>
  (await (await respond(() => measurementsList(args(request("/api/measurements", { cookie }))))).json()) as {
    entries: Record<string, unknown>[];
  };
const onEntry = (cookie: string, method: "PUT" | "DELETE", id: number, json?: unknown) =>
  respond(() => measurementApi(args(request(`/api/measurements/${id}`, { method, cookie, json }), { entryId: String(id) })));
const screen = (cookie: string, fields: Record<string, string>) =>
  respondPage(() => screenAction(args(formPost("/measurements", fields, cookie))));
const page = async (cookie: string) =>
  (await screenLoader(args(request("/measurements", { cookie })))) as Awaited<ReturnType<typeof screenLoader>>;
const today = () => localDateOf(new Date(), "UTC");

describe("POST, GET, PUT and DELETE /api/measurements", () => {
  it("logs a day's measures (201), merges a second post into the same day, lists newest first, edits and deletes", async () => {
    const { cookie, userId } = await newGuest();
    const first = await post(cookie, { date: "2026-03-01", waistCm: 86.44, bodyFatPct: "24.5" });
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: number };
    expect(created).toMatchObject({ date: "2026-03-01", waistCm: 86.4, bodyFatPct: 24.5, hipsCm: null });
    expect((await post(cookie, { date: "2026-03-01", hipsCm: 101 })).status).toBe(201);
    expect((await post(cookie, { armsCm: 33 })).status).toBe(201);
    const { entries } = await list(cookie);
    expect(entries.map(({ date, waistCm, hipsCm, armsCm, bodyFatPct }) => [date, waistCm, hipsCm, armsCm, bodyFatPct])).toEqual([
      [today(), null, null, 33, null],
      ["2026-03-01", 86.4, 101, null, 24.5],
    ]);

    // PUT: the day as it is now (what is left out is cleared)
    const edited = await onEntry(cookie, "PUT", created.id, { waistCm: 85 });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: created.id, waistCm: 85, hipsCm: null, bodyFatPct: null });
    expect((await onEntry(cookie, "DELETE", created.id)).status).toBe(200);
    expect(await db.bodyMeasurement.count({ where: { userId } })).toBe(1);
  });

  it("keeps each member's measurements to themselves: another's id is 404 and changes nothing", async () => {
    const owner = await newGuest();
    const { id } = (await (await post(owner.cookie, { waistCm: 80 })).json()) as { id: number };
    const stranger = await newGuest();
    expect((await list(stranger.cookie)).entries).toEqual([]);
    for (const [method, body] of [
      ["PUT", { waistCm: 120 }],
      ["DELETE", undefined],
    ] as const) {
      const response = await onEntry(stranger.cookie, method, id, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Measurement not found" });
    }
    expect(await db.bodyMeasurement.findUniqueOrThrow({ where: { id } })).toMatchObject({ waistCm: 80, userId: owner.userId });
  });

  it.each([
    [{ waistCm: 20 }, "waistCm: waistCm must be between 30 and 250"],
    [{ armsCm: 101 }, "armsCm: armsCm must be between 10 and 100"],
    [{ bodyFatPct: 80 }, "bodyFatPct: bodyFatPct must be between 2 and 75"],
    [{ hipsCm: "wide" }, "hipsCm: hipsCm must be a number"],
    [{ date: "2026-03-01" }, "Enter at least one measurement"],
    [{ waistCm: 80, date: "2026-02-30" }, "date: date must be a real day written YYYY-MM-DD"],
    [{ waistCm: 80, date: "2999-01-01" }, "date: Cannot log measurements more than a day ahead"],
  ])("refuses %j with a 400 in words and writes nothing", async (body, error) => {
    const { cookie, userId } = await newGuest();
    const response = await post(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await db.bodyMeasurement.count({ where: { userId } })).toBe(0);
  });
});

describe("the /measurements screen", () => {
  it("takes inches from a US member, stores cm, shows 32 in back; refuses a waist out of bounds in inches; edits and deletes only the member's own", async () => {
    const { cookie, userId } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { units: "us" } });
    const saved = await screen(cookie, { intent: "log-measurements", date: "2026-03-02", waist: "32", hips: "", bodyFat: "21.5" });
    expect(saved.status).toBe(302);
    const [entry] = await db.bodyMeasurement.findMany({ where: { userId } });
    expect(entry).toMatchObject({ date: "2026-03-02", waistCm: 81.3, hipsCm: null, bodyFatPct: 21.5 });
    const shown = await page(cookie);
    expect(shown.units).toBe("us");
    expect(shown.entries).toMatchObject([{ id: entry!.id, waistCm: 81.3 }]);

    const tooBig = await screen(cookie, { intent: "log-measurements", date: "2026-03-02", waist: "120" });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain("Waist must be between 11.9 and 98.4 in");
    const empty = await screen(cookie, { intent: "log-measurements", date: "2026-03-02", waist: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter at least one measurement");
    expect((await db.bodyMeasurement.findUniqueOrThrow({ where: { id: entry!.id } })).waistCm).toBe(81.3);

    const stranger = await newGuest();
    expect((await screen(stranger.cookie, { intent: "delete-measurements", entryId: String(entry!.id) })).status).toBe(404);
    expect((await screen(cookie, { intent: "edit-measurements", entryId: String(entry!.id), waist: "31.5", bodyFat: "" })).status).toBe(
      302,
    );
    expect(await db.bodyMeasurement.findUniqueOrThrow({ where: { id: entry!.id } })).toMatchObject({ waistCm: 80, bodyFatPct: null });
    expect((await screen(cookie, { intent: "delete-measurements", entryId: String(entry!.id) })).status).toBe(302);
    expect(await db.bodyMeasurement.count({ where: { userId } })).toBe(0);
  });
});

/** A JPEG as a phone takes it: with the owner's name in its EXIF. */
const phonePhoto = (width = 900, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: "#a0826d" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Sam Lee", Copyright: "Home, 51.5N 0.1W" } })
    .toBuffer();

function photoPost(cookie: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", "add-photo");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("photo", new File([new Uint8Array(bytes)], "me.jpg", { type: "image/jpeg" }));
  return respondPage(() =>
    screenAction(args(new Request(`${ORIGIN}/measurements`, { method: "POST", headers: { Cookie: cookie }, body: form }))),
  );
}
const getImage = (cookie: string, url: string) =>
  respond(() => imageLoader(args(request(url, { cookie }), { imageId: url.split("/").pop()! })));

describe("progress photos", () => {
  it("stores an upload re-encoded without its EXIF, once per form key, lists it by day and serves it to its owner only", async () => {
    const { cookie, userId } = await newGuest();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("Sam Lee");
    const key = crypto.randomUUID();
    expect((await photoPost(cookie, original, { date: "2026-03-02", [IDEMPOTENCY_FIELD]: key })).status).toBe(302);
    expect((await photoPost(cookie, original, { date: "2026-03-02", [IDEMPOTENCY_FIELD]: key })).status).toBe(302); // a retry
    const [photo] = (await page(cookie)).photos;
    expect((await page(cookie)).photos).toHaveLength(1);
    expect(photo).toMatchObject({
      date: "2026-03-02",
      width: 900,
      height: 1200,
      url: expect.stringMatching(/^\/images\/[A-Za-z0-9_-]{22}$/),
    });

    const served = await getImage(cookie, photo!.url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.exif, meta.icc, meta.xmp]).toEqual(["jpeg", undefined, undefined, undefined]);
    expect(Buffer.from(await (await getImage(cookie, photo!.url)).arrayBuffer()).includes("Sam Lee")).toBe(false);
    const stranger = await newGuest();
    expect((await getImage(stranger.cookie, photo!.url)).status).toBe(404);
    expect((await page(stranger.cookie)).photos).toEqual([]);

    // delete: a stranger's try is 404; the owner's removes the photo and its bytes
    expect((await screen(stranger.cookie, { intent: "delete-photo", photoId: String(photo!.id) })).status).toBe(404);
    expect((await screen(cookie, { intent: "delete-photo", photoId: String(photo!.id) })).status).toBe(302);
    expect(await db.progressPhoto.count({ where: { userId } })).toBe(0);
    expect(await db.image.count({ where: { ownerId: userId } })).toBe(0);
    expect((await getImage(cookie, photo!.url)).status).toBe(404);
  });

  it.each([
    ["a text file", () => Promise.resolve(Buffer.from("not a photo at all")), 415, "Invalid File Type: Please select an image file."],
    [
      "a file over 5 MB",
      () => Promise.resolve(Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
      413,
      "File Too Large: Please select an image smaller than 5MB.",
    ],
    ["a day far ahead", () => phonePhoto(40, 30), 400, "Cannot add a photo more than a day ahead"],
  ])("refuses %s in words and stores nothing", async (_what, bytes, status, message) => {
    const { cookie, userId } = await newGuest();
    const response = await photoPost(cookie, await bytes(), { date: "2999-01-01" });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
    expect(await db.progressPhoto.count({ where: { userId } })).toBe(0);
    expect(await db.image.count({ where: { ownerId: userId } })).toBe(0);
  });
});

describe("the export", () => {
  it("carries the range's measurements and progress photos: CSV rows with the photo's address, JSON with the photo itself", async () => {
    const { cookie, userId } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    const day = today();
    await post(cookie, { date: day, waistCm: 81.3, bodyFatPct: 21.5 });
    expect((await photoPost(cookie, await phonePhoto(60, 80), { date: day })).status).toBe(302);
    const { url } = (await page(cookie)).photos[0]!;

    const csv = await (await respond(() => exportLoader(args(request(`/api/export?format=csv&from=${day}&to=${day}`, { cookie }))))).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const col = (name: string) => header!.indexOf(name);
    const measurement = rows.find((row) => row[0] === "measurement")!;
    expect([measurement[col("date")], measurement[col("waist_cm")], measurement[col("body_fat_pct")], measurement[col("hips_cm")]]).toEqual(
      [day, "81.3", "21.5", ""],
    );
    expect(rows.find((row) => row[0] === "progress_photo")?.[col("photo_url")]).toBe(url);

    const json = (await (
      await respond(() => exportLoader(args(request(`/api/export?format=json&from=${day}&to=${day}`, { cookie }))))
    ).json()) as {
      measurements: { date: string; waistCm: number }[];
      progressPhotos: { date: string; url: string; image: string }[];
    };
    expect(json.measurements).toMatchObject([{ date: day, waistCm: 81.3, bodyFatPct: 21.5 }]);
    expect(json.progressPhotos).toMatchObject([{ date: day, url }]);
    const exported = Buffer.from(json.progressPhotos[0]!.image.replace(/^data:image\/jpeg;base64,/, ""), "base64");
    expect(await sharp(exported).metadata()).toMatchObject({ format: "jpeg", width: 60, height: 80 });
  });
});
