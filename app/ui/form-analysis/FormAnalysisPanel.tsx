import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { CAMERA_ERROR_MESSAGE, CAMERA_ERROR_TITLE, cameraSupported, useCamera } from "~/hooks/useCamera";
import { recorderSupported, useRecorder } from "~/hooks/useRecorder";
import type { FormReply } from "~/shared/form-reply";
import { formErrorOf } from "~/shared/form-reply";
import { EXERCISE_NAMES, FILMING_TIPS, FORM_EXERCISES, MAX_RECORDING_SECONDS, type FormExercise } from "~/modules/exercise-form/exercises";
import { ANALYSIS_FIELD, SAVE_ANALYSIS_INTENT } from "~/modules/exercise-form/intents";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { ProgressBar } from "~/ui/ProgressBar";
import { FormResult } from "./FormResult";
import { closePoseDetector } from "./pose-model";
import { analyzeVideo, type AnalysisProgress, type AnalysisRun } from "./run-analysis";
import { closeVideo } from "./video-frames";

// The form analysis (spec commercial §2.11, §4): idle → camera → recording (stops itself at 30 s)
// → recorded → analyzing → results; a video file can be chosen instead of the camera. The video
// stays in this browser: only a result the member saves is sent, as the save form's JSON.

type Clip = { blob: Blob; seconds: number | null; source: "camera" | "file"; autoStopped: boolean; name: string | null };
type Phase = "idle" | "camera" | "recording" | "recorded" | "analyzing" | "results";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function ProgressLine({ progress }: { progress: AnalysisProgress }) {
  if (progress.stage === "download") {
    const { loaded, total } = progress;
    const text = total
      ? `Downloading the pose model: ${Math.round((loaded / total) * 100)} % (${megabytes(loaded)} of ${megabytes(total)})`
      : `Downloading the pose model: ${megabytes(loaded)}`;
    return (
      <div className="space-y-1" data-testid="analysis-progress" data-stage="download">
        <p className="text-sm">{text}</p>
        <ProgressBar value={loaded} target={total ?? loaded * 2 + 1} label="Pose model download" />
      </div>
    );
  }
  if (progress.stage === "start") {
    return (
      <div className="space-y-1" data-testid="analysis-progress" data-stage="start">
        <p className="text-sm">Starting the pose model on this device…</p>
        <div className="h-2.5 w-full animate-pulse rounded-full bg-brand-200" />
      </div>
    );
  }
  return (
    <div className="space-y-1" data-testid="analysis-progress" data-stage="frames">
      <p className="text-sm">
        Analyzing frame {progress.done} of {progress.total}
      </p>
      <ProgressBar value={progress.done} target={progress.total} label="Frames analyzed" />
    </div>
  );
}

export function FormAnalysisPanel({
  modelSizes,
  formKey,
  action,
}: {
  modelSizes: Record<string, number> | null;
  formKey: string;
  action: string;
}) {
  const [exercise, setExercise] = useState<FormExercise>("squat");
  const live = useRef<HTMLVideoElement>(null);
  const playback = useRef<HTMLVideoElement>(null);
  const camera = useCamera(live);
  const recorder = useRecorder(MAX_RECORDING_SECONDS);
  const [file, setFile] = useState<Clip | null>(null);
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);
  const [run, setRun] = useState<(AnalysisRun & { id: number }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const save = useFetcher<FormReply>();
  const [submittedRun, setSubmittedRun] = useState<number | null>(null);

  const { recording } = recorder;
  const clip = useMemo<Clip | null>(
    () =>
      file ??
      (recording
        ? { blob: recording.blob, seconds: recording.seconds, source: "camera", autoStopped: recording.autoStopped, name: null }
        : null),
    [file, recording],
  );

  const phase: Phase = run
    ? "results"
    : progress
      ? "analyzing"
      : clip
        ? "recorded"
        : recorder.state === "recording"
          ? "recording"
          : camera.state === "on" || camera.state === "starting"
            ? "camera"
            : "idle";

  // Once the recording is done the camera is no longer needed.
  const stopCamera = camera.stop;
  useEffect(() => {
    if (recording) stopCamera();
  }, [recording, stopCamera]);

  // The clip plays in its own element, for review before the analysis.
  useEffect(() => {
    const element = playback.current;
    if (!element || !clip) return;
    element.src = URL.createObjectURL(clip.blob);
    return () => closeVideo(element);
  }, [clip]);

  useEffect(
    () => () => {
      aborter.current?.abort();
      void closePoseDetector();
    },
    [],
  );

  // A save that came back without a refusal is done (the action redirects with a toast).
  const saveError = formErrorOf(save.data, SAVE_ANALYSIS_INTENT);
  const saving = save.state !== "idle";
  const saved = run !== null && submittedRun === run.id && !saving && !saveError;

  function reset() {
    aborter.current?.abort();
    aborter.current = null;
    camera.stop();
    recorder.reset();
    setFile(null);
    setProgress(null);
    setRun(null);
    setFailure(null);
  }

  async function startCamera() {
    setFailure(null);
    await camera.start();
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    reset();
    setFile({ blob: chosen, seconds: null, source: "file", autoStopped: false, name: chosen.name });
  }

  async function analyze() {
    const element = playback.current;
    if (!clip || !element) return;
    const controller = new AbortController();
    aborter.current = controller;
    setFailure(null);
    setProgress({ stage: "download", loaded: 0, total: null });
    try {
      const result = await analyzeVideo({
        video: element,
        source: clip.blob,
        exercise,
        modelSizes,
        onProgress: (next) => !controller.signal.aborted && setProgress(next),
        signal: controller.signal,
      });
      if (result && !controller.signal.aborted) setRun({ ...result, id: Date.now() });
    } catch (error) {
      if (!controller.signal.aborted)
        setFailure(
          `The analysis could not run: ${error instanceof Error ? error.message : String(error)}. Try again, or choose another video.`,
        );
    } finally {
      if (!controller.signal.aborted) setProgress(null);
    }
  }

  const busy = phase === "recording" || phase === "analyzing";
  const canRecord = cameraSupported() && recorderSupported();
  const result = run?.outcome.kind === "result" ? run.outcome.result : null;

  return (
    <div className="space-y-4" data-testid="form-analysis" data-phase={phase}>
      <Card title="Exercise" titleId="form-exercise">
        <label htmlFor="exercise" className="block text-sm font-medium text-slate-800">
          What are you doing?
        </label>
        <select
          id="exercise"
          value={exercise}
          disabled={busy}
          onChange={(event) => {
            setExercise(event.target.value as FormExercise);
            setRun(null);
          }}
          className="mt-1 min-h-touch w-full rounded-xl border border-slate-300 bg-white px-3"
        >
          {FORM_EXERCISES.map((name) => (
            <option key={name} value={name}>
              {EXERCISE_NAMES[name]}
            </option>
          ))}
        </select>
        <p className="mt-2 text-sm text-slate-600">Film it: {FILMING_TIPS[exercise]}</p>
      </Card>

      <Card title={phase === "results" ? "Results" : "Camera"} titleId="form-camera">
        {camera.state === "error" ? (
          <div role="alert" className="mb-3 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            <p className="font-semibold">{CAMERA_ERROR_TITLE}</p>
            <p className="text-sm">{CAMERA_ERROR_MESSAGE}</p>
          </div>
        ) : null}
        <FormAlert message={failure} className="mb-3" />

        <video
          ref={live}
          muted
          playsInline
          hidden={phase !== "camera" && phase !== "recording"}
          aria-label="Camera view"
          className="aspect-video w-full rounded-xl bg-black object-contain"
        />
        <video
          ref={playback}
          muted
          playsInline
          controls={phase === "recorded"}
          hidden={phase !== "recorded" && phase !== "analyzing"}
          aria-label="Your recording"
          className="aspect-video w-full rounded-xl bg-black object-contain"
        />

        {phase === "idle" ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              Record up to {MAX_RECORDING_SECONDS} seconds with the rear camera, or choose a video. The pose model runs on this device: your
              video is never uploaded.
            </p>
            <div className="flex flex-wrap gap-2">
              {canRecord ? (
                <Button type="button" onClick={() => void startCamera()}>
                  Start Camera
                </Button>
              ) : null}
              <label className="inline-flex min-h-touch cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500">
                Choose a video
                <input type="file" accept="video/*" className="sr-only" onChange={chooseFile} />
              </label>
            </div>
          </div>
        ) : null}

        {phase === "camera" ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" disabled={camera.state !== "on"} onClick={() => camera.stream && recorder.start(camera.stream)}>
              Start Recording
            </Button>
            <Button type="button" variant="secondary" onClick={reset}>
              Reset
            </Button>
          </div>
        ) : null}

        {phase === "recording" ? (
          <div className="mt-3 space-y-2">
            <p className="flex items-center gap-2 text-sm font-semibold tabular-nums" role="status" data-testid="recording-clock">
              <span aria-hidden className="inline-block size-3 animate-pulse rounded-full bg-red-600" />
              Recording {clock(recorder.elapsed)} / {clock(MAX_RECORDING_SECONDS)}
            </p>
            <ProgressBar value={recorder.elapsed} target={MAX_RECORDING_SECONDS} label="Recording time" className="bar-red-600" />
            <Button type="button" variant="danger" onClick={recorder.stop}>
              Stop Recording
            </Button>
          </div>
        ) : null}

        {phase === "recorded" && clip ? (
          <div className="mt-3 space-y-2">
            <p className="text-sm" role="status" data-testid="clip">
              {clip.source === "file"
                ? `Chosen: ${clip.name ?? "a video"}.`
                : `Recorded ${Math.round(clip.seconds ?? 0)} s${clip.autoStopped ? ` (stopped at ${MAX_RECORDING_SECONDS} s)` : ""}.`}{" "}
              Ready to analyze your {EXERCISE_NAMES[exercise].toLowerCase()}.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => void analyze()}>
                Analyze Form
              </Button>
              <Button type="button" variant="secondary" onClick={reset}>
                Reset
              </Button>
            </div>
          </div>
        ) : null}

        {phase === "analyzing" && progress ? (
          <div className="mt-3 space-y-3" role="status" aria-live="polite">
            <ProgressLine progress={progress} />
            <Button type="button" variant="secondary" onClick={reset}>
              Cancel
            </Button>
          </div>
        ) : null}

        {phase === "results" && run ? (
          <div className="space-y-3">
            {result ? (
              <FormResult result={result} />
            ) : run.outcome.kind !== "result" ? (
              <div
                role="alert"
                data-testid="form-outcome"
                data-kind={run.outcome.kind}
                className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
              >
                <p className="font-semibold">{run.outcome.title}</p>
                <p className="mt-1 text-sm">{run.outcome.message}</p>
              </div>
            ) : null}
            <p
              className="text-xs text-slate-600"
              data-testid="analysis-speed"
              data-frames={run.frames}
              data-fps={run.framesPerSecond}
              data-model-ms={run.modelMsPerFrame}
            >
              {run.frames} frames analyzed at {run.framesPerSecond} frames/s on this device. The video stayed on this device.
            </p>
            <div className="flex flex-wrap gap-2">
              {result ? (
                <save.Form method="post" action={action} onSubmit={() => setSubmittedRun(run.id)}>
                  <input type="hidden" name="intent" value={SAVE_ANALYSIS_INTENT} />
                  <input type="hidden" name={ANALYSIS_FIELD} value={JSON.stringify({ ...result, source: clip?.source ?? "camera" })} />
                  <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-${run.id}`} />
                  <Button disabled={saving || saved}>{saved ? "Saved to history" : saving ? "Saving…" : "Save to workout history"}</Button>
                </save.Form>
              ) : null}
              <Button type="button" variant="secondary" onClick={reset}>
                Reset
              </Button>
            </div>
            <FormAlert message={saveError} />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
