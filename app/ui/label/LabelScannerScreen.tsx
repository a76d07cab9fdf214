import { Form, Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import type { LabelScannerPage, ReadAnswer, SaveRefusal } from "~/shared/label-scanner-page";
import { CAMERA_ERROR_MESSAGE, CAMERA_ERROR_TITLE, useCamera } from "~/hooks/useCamera";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { checkChosenFile, noticeOf } from "~/modules/image/upload-rules";
import { overlayBoxes, OVERLAY_BOTTOM } from "~/modules/label/overlay";
import { parseLabel } from "~/modules/label/parse";
import { labelResult, type LabelResult } from "~/modules/label/result";
import { LABEL_PHOTO_FIELD, READ_STEP, SAVE_STEP, SCAN_FAILED, SCAN_SUCCEEDED } from "~/modules/label/scanner";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { useToast } from "~/ui/ToastArea";
import { useHydrated } from "~/ui/useHydrated";
import { ArOverlay } from "./ArOverlay";
import { LabelResultPanel } from "./LabelResultPanel";
import { frameOf } from "./reader";
import { SaveLabelForm } from "./SaveLabelForm";
import { StageBadges, type Stage } from "./StageBadges";
import { useLabelReader } from "./useLabelReader";

type Scan = { result: LabelResult; formKey: string; photo: string | null };

const TIPS = [
  "Hold the device 6 to 12 inches (15–30 cm) from the label.",
  "Fill the view with the Nutrition Facts panel, upright and flat.",
  "Use even light: no glare or shadow across the figures.",
  "Hold still until the figures appear.",
];

/** A label the server read (the upload without JavaScript), or the scan a refused save came from. */
function servedScan(answer: ReadAnswer | SaveRefusal | FormReply | undefined): Scan | null {
  if (!answer) return null;
  if ("step" in answer) return { result: answer.result, formKey: answer.formKey, photo: null };
  if ("scan" in answer && answer.scan) {
    const key = answer.result.initialValue?.[IDEMPOTENCY_FIELD];
    return { result: answer.scan, formKey: typeof key === "string" ? key : "retry", photo: null };
  }
  return null;
}

/**
 * The AR nutrition label scanner (spec commercial §2.12, §4): the camera view with its mode
 * badges, Start Camera, Scan Label and Reset; OCR in the browser (tesseract.js, loaded when the
 * camera starts); the result drawn over the live view and listed beside it, then Save to Food
 * Diary. Without JavaScript (or a camera) a photo is uploaded and read on the server.
 */
export function LabelScannerScreen({ path }: { path: string }) {
  const { dailyCalorieGoal } = useLoaderData<LabelScannerPage>();
  const answer = useActionData<ReadAnswer | SaveRefusal | FormReply>();
  const hydrated = useHydrated();
  const showToast = useToast();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const camera = useCamera(video);
  const reader = useLabelReader();
  const [stage, setStage] = useState<Stage>("detect");
  const [scanning, setScanning] = useState(false);
  const [scan, setScan] = useState<Scan | null>(null);

  const served = servedScan(answer);
  const current = scan ?? served;
  const shownStage: Stage = scan || scanning ? stage : served ? "ar" : "detect";
  const readFailure = formErrorOf(answer && !("step" in answer) ? answer : undefined, READ_STEP);

  useEffect(() => () => (scan?.photo ? URL.revokeObjectURL(scan.photo) : undefined), [scan?.photo]);

  async function readLabel(canvas: HTMLCanvasElement, photo: string | null) {
    setStage("analyze");
    setScanning(true);
    try {
      const facts = parseLabel(await reader.read(canvas));
      if (!facts) {
        if (photo) URL.revokeObjectURL(photo);
        setStage("detect");
        showToast({ ...SCAN_FAILED, variant: "error" });
        return;
      }
      setScan({ result: labelResult(facts, dailyCalorieGoal), formKey: crypto.randomUUID(), photo });
      setStage("ar");
      showToast(SCAN_SUCCEEDED);
    } catch {
      setStage("detect");
      showToast({
        title: SCAN_FAILED.title,
        description: "The text reader could not load: check your connection and try again.",
        variant: "error",
      });
    } finally {
      setScanning(false);
    }
  }

  async function startCamera() {
    if (await camera.start()) void reader.load().catch(() => {});
    else showToast({ title: CAMERA_ERROR_TITLE, description: CAMERA_ERROR_MESSAGE, variant: "error" });
  }

  async function scanLabel() {
    const element = video.current;
    if (!element || element.videoWidth === 0) return showToast({ ...SCAN_FAILED, variant: "error" });
    await readLabel(frameOf(element, element.videoWidth, element.videoHeight), null);
  }

  function reset() {
    setStage("detect");
    setScan(null);
    setScanning(false);
    if (answer) navigate(path, { replace: true, preventScrollReset: true });
  }

  async function readPhoto(event: React.FormEvent<HTMLFormElement>) {
    const file = photoInput.current?.files?.[0];
    if (!file) return; // the browser's own `required` message
    event.preventDefault();
    const problem = checkChosenFile(file);
    if (problem) return showToast({ ...problem, variant: "error" });
    const bitmap = await createImageBitmap(file).catch(() => null);
    if (!bitmap) return showToast({ title: "Invalid File Type", description: "Please select an image file.", variant: "error" });
    camera.stop();
    await readLabel(frameOf(bitmap, bitmap.width, bitmap.height), URL.createObjectURL(file));
    bitmap.close();
  }

  const live = camera.state === "on" || camera.state === "starting";
  const busy = reader.state === "loading" || reader.state === "reading";

  return (
    <div className="space-y-4">
      <PageHeader
        title="AR Nutrition Scanner"
        subtitle="Point the camera at a nutrition label: its figures, allergens and warnings, then save it to your diary."
        actions={
          <Link to="/diary" className={buttonClass("ghost", "text-sm")}>
            Diary →
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <Card title="Camera" titleId="label-camera">
            <StageBadges stage={shownStage} />
            {/* Without JavaScript there is no camera: a line saying so, not an empty view. */}
            <div
              className="relative mt-3 overflow-hidden rounded-xl bg-slate-900"
              // Tall enough for the overlay's last box, about 16:9 on wider screens.
              style={{ height: hydrated ? `clamp(${OVERLAY_BOTTOM + 24}px, 56vw, 420px)` : undefined }}
              data-testid="label-view"
            >
              {scan?.photo ? (
                <img src={scan.photo} alt="The label you chose" className="absolute inset-0 h-full w-full object-contain" />
              ) : null}
              <video
                ref={video}
                muted
                playsInline
                hidden={!live || Boolean(scan?.photo)}
                className="absolute inset-0 h-full w-full object-cover"
                aria-label="Camera view of the label"
              />
              {!live && !scan?.photo ? (
                <p
                  className={`${hydrated ? "absolute inset-0" : ""} flex items-center justify-center bg-slate-900 p-6 text-center text-sm text-slate-200`}
                >
                  {hydrated
                    ? "Start the camera and hold a nutrition label in view."
                    : "The camera needs JavaScript: upload a photo of the label below."}
                </p>
              ) : null}
              {shownStage === "ar" && current && (live || scan?.photo) ? <ArOverlay boxes={overlayBoxes(current.result)} /> : null}
            </div>
            {busy && reader.progress ? (
              <div className="mt-3" role="status">
                <p className="text-sm text-slate-700">
                  {reader.progress.step}… {Math.round(reader.progress.share * 100)} %
                </p>
                <div
                  role="progressbar"
                  aria-label={reader.progress.step}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(reader.progress.share * 100)}
                  className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
                >
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.round(reader.progress.share * 100)}%` }} />
                </div>
              </div>
            ) : null}
            {/* One line where the three fit, else Reset under the other two: never a wrapped label. */}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                disabled={!hydrated || live}
                onClick={() => void startCamera()}
                className="flex-auto whitespace-nowrap disabled:opacity-60"
              >
                Start Camera
              </Button>
              <Button
                type="button"
                disabled={!hydrated || scanning || shownStage === "ar" || camera.state !== "on"}
                onClick={() => void scanLabel()}
                className="flex-auto whitespace-nowrap disabled:opacity-60"
              >
                {scanning ? "Scanning…" : "Scan Label"}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={!hydrated}
                onClick={reset}
                className="flex-auto whitespace-nowrap disabled:opacity-60"
              >
                Reset
              </Button>
            </div>
            {camera.state === "error" ? (
              <p className="mt-2 text-sm text-red-700" role="alert">
                {CAMERA_ERROR_MESSAGE} You can upload a photo of the label instead.
              </p>
            ) : null}
          </Card>

          <Card title="Scanning tips" titleId="label-tips">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>

          <Card title="Upload a photo instead" titleId="label-upload">
            <Form
              method="post"
              action={`${path}?step=${READ_STEP}`}
              encType="multipart/form-data"
              onSubmit={(event) => void readPhoto(event)}
              className="space-y-3"
            >
              <label htmlFor="label-photo" className="block text-sm text-slate-700">
                A photo of the label (JPEG, PNG, WebP or HEIC, up to 5 MB)
              </label>
              <input
                ref={photoInput}
                id="label-photo"
                name={LABEL_PHOTO_FIELD}
                type="file"
                accept="image/*"
                capture="environment"
                required
                className="block w-full text-sm file:mr-3 file:min-h-touch file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
              />
              <Button variant="secondary" disabled={scanning} className="w-full">
                Read label
              </Button>
            </Form>
          </Card>
        </div>

        <div className="min-w-0 space-y-4">
          {readFailure ? <ReadFailure message={readFailure} /> : null}
          {current ? (
            <>
              {served && !scan && answer && "step" in answer ? (
                <div role="status" className="rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
                  <p className="font-semibold">{SCAN_SUCCEEDED.title}</p>
                  <p className="mt-1">Check the figures below, then save them to your food diary.</p>
                </div>
              ) : null}
              <LabelResultPanel result={current.result} />
              <SaveLabelForm
                key={current.formKey}
                action={`${path}?step=${SAVE_STEP}`}
                result={current.result}
                formKey={current.formKey}
                lastResult={replyFor(answer && !("step" in answer) ? answer : undefined, SAVE_STEP)}
              />
            </>
          ) : (
            <Card title="Results" titleId="label-results">
              <p className="text-sm text-slate-600">
                Scan a label with the camera, or upload a photo of one: its calories, macros, sodium, allergens and a health score show
                here, ready to save to your diary.
              </p>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

function ReadFailure({ message }: { message: string }) {
  const notice = noticeOf(message);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
    </div>
  );
}
