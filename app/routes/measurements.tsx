import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { allMessagesOf, type FormReply } from "~/shared/form-reply";
import { formError, submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { measureCharts } from "~/modules/body/chart";
import { MEASUREMENT_INTENTS, MeasurementEditForm, MeasurementForm, MeasurementRef } from "~/modules/body/measurement-input";
import { deleteMeasurements, editMeasurements, listMeasurements, logMeasurements } from "~/modules/body/measurements.server";
import { addProgressPhoto, deleteProgressPhoto, listProgressPhotos, PhotoInput, PhotoRef } from "~/modules/body/photos.server";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { FILE_TOO_LARGE, noticeText } from "~/modules/image/upload-rules";
import { getDaySettings } from "~/modules/user/clock.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { inputClass } from "~/ui/Field";
import { DateTimeInput } from "~/ui/DateTimeInput";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { SectionTabs } from "~/ui/SectionTabs";
import { MeasureChart } from "~/ui/body/MeasureChart";
import { MeasureFields } from "~/ui/body/MeasureFields";
import { MeasurementLog } from "~/ui/body/MeasurementLog";
import { ProgressPhotos } from "~/ui/body/ProgressPhotos";

export const meta: MetaFunction = () => [{ title: "Measurements — Fitplate" }];

/** The photo form's file field. */
const PHOTO_FIELD = "photo";

async function settingsOf(userId: number) {
  const day = await getDaySettings(userId);
  if (!day) throw new Response("Not Found", { status: 404 });
  return day;
}

export const loader = pageLoader("page", async ({ userId }) => {
  const day = await settingsOf(userId);
  const [entries, photos] = await Promise.all([listMeasurements(userId), listProgressPhotos(userId)]);
  return { units: day.units, today: day.today, entries, photos, formKey: crypto.randomUUID() };
});

const done = (title: string, description: string) => redirectWithToast("/measurements", { title, description });

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [MEASUREMENT_INTENTS.log, MEASUREMENT_INTENTS.addPhoto],
  // A photo over the 8 MB body cap: the photo form's "File Too Large", like one over 5 MB.
  tooLarge: () => formError(MEASUREMENT_INTENTS.addPhoto, noticeText(FILE_TOO_LARGE), 413),
  intents: {
    [MEASUREMENT_INTENTS.log]: async ({ userId, formData, intent }) => {
      const { units } = await settingsOf(userId);
      return submitForm(
        formData,
        intent,
        MeasurementForm(units),
        (input) => logMeasurements(userId, input),
        (entry) => done("Measurements saved", `Your measurements of ${entry.date}.`),
      );
    },
    [MEASUREMENT_INTENTS.edit]: async ({ userId, formData, intent }) => {
      const { units } = await settingsOf(userId);
      return submitForm(
        formData,
        intent,
        MeasurementEditForm(units),
        ({ entryId, measures }) => editMeasurements(userId, entryId, measures),
        (entry) => done("Measurements changed", `Your measurements of ${entry.date}.`),
      );
    },
    [MEASUREMENT_INTENTS.remove]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        MeasurementRef,
        ({ entryId }) => deleteMeasurements(userId, entryId),
        (entry) => done("Measurements deleted", `The measurements of ${entry.date} were removed.`),
      ),
    [MEASUREMENT_INTENTS.addPhoto]: async ({ userId, formData, intent }) => {
      const photo = formData.get(PHOTO_FIELD);
      if (!(photo instanceof File) || photo.size === 0) return formError(intent, "Choose a photo first", 400);
      const bytes = new Uint8Array(await photo.arrayBuffer());
      formData.delete(PHOTO_FIELD);
      return submitForm(
        formData,
        intent,
        PhotoInput,
        (input) => addProgressPhoto(userId, input, bytes),
        (added) => done("Photo added", `Your progress photo of ${added.date}. Only you can see it.`),
      );
    },
    [MEASUREMENT_INTENTS.removePhoto]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        PhotoRef,
        ({ photoId }) => deleteProgressPhoto(userId, photoId),
        (photo) => done("Photo deleted", `The photo of ${photo.date} is gone.`),
      ),
  },
});

/** Body measurements and progress photos (issue 41), beside the weight log: add a day, see each measure charted, keep private photos. */
export default function Measurements() {
  const { units, today, entries, photos, formKey } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const charts = measureCharts(entries, units);
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Measurements"
        subtitle="Waist, hips, chest, arms, thighs, body fat and progress photos"
        actions={
          <>
            <Link to="/weight" className={buttonClass("ghost", "text-sm")}>
              Weight →
            </Link>
            <Link to="/progress" className={buttonClass("ghost", "text-sm")}>
              Progress →
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card title="Add measurements" titleId="add-measurements">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value={MEASUREMENT_INTENTS.log} />
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
            <FormAlert message={allMessagesOf(reply, MEASUREMENT_INTENTS.log)} />
            <label className="block text-sm font-medium text-slate-800">
              Day
              <DateTimeInput name="date" type="date" defaultValue={today} max={today} required className={`${inputClass} max-w-52`} />
            </label>
            <MeasureFields units={units} idPrefix="add" />
            <p className="text-sm text-slate-600">
              Fill in what you measured. Another entry for the same day replaces only the fields you fill in.
            </p>
            <Button disabled={busy} className="w-full text-lg sm:w-auto">
              Save measurements
            </Button>
          </Form>
        </Card>
        <Card title="Charts" titleId="measurement-charts">
          {charts.length > 0 ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {charts.map((chart) => (
                <MeasureChart key={chart.measure} chart={chart} units={units} />
              ))}
            </div>
          ) : (
            <p className="text-slate-700">Each measure gets its own chart once you have logged it.</p>
          )}
        </Card>
      </div>
      <Card title="Your measurements" titleId="measurement-entries">
        <FormAlert
          message={allMessagesOf(reply, MEASUREMENT_INTENTS.edit) ?? allMessagesOf(reply, MEASUREMENT_INTENTS.remove)}
          className="mb-2"
        />
        <MeasurementLog entries={entries} units={units} today={today} busy={busy} />
      </Card>
      <Card title="Progress photos" titleId="progress-photos">
        <Form method="post" encType="multipart/form-data" className="mb-4 space-y-2">
          <input type="hidden" name="intent" value={MEASUREMENT_INTENTS.addPhoto} />
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
          <FormAlert
            message={allMessagesOf(reply, MEASUREMENT_INTENTS.addPhoto) ?? allMessagesOf(reply, MEASUREMENT_INTENTS.removePhoto)}
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-800">
              Photo
              <input name={PHOTO_FIELD} type="file" accept="image/*" required className={inputClass} aria-describedby="photo-rules" />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Day
              <DateTimeInput name="date" type="date" defaultValue={today} max={today} required className={`${inputClass} max-w-52`} />
            </label>
          </div>
          <p id="photo-rules" className="text-sm text-slate-600">
            Up to 5 MB. Only you can see it; we keep a copy without its location and camera details.
          </p>
          <Button disabled={busy} className="w-full sm:w-auto">
            Add photo
          </Button>
        </Form>
        <ProgressPhotos photos={photos} today={today} busy={busy} />
      </Card>
    </div>
  );
}
