import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { checkChosenFile } from "~/modules/image/upload-rules";
import { ANALYZE_INTENT, PHOTO_FIELD } from "~/modules/scan/intents";
import { Button, buttonClass } from "~/ui/Button";
import { useToast } from "~/ui/ToastArea";
import { downscalePhoto } from "./downscale";

type Usage = { usedToday: number; left: number | null; limit: number | null };

/**
 * The camera scan (spec core §2, §4): pick or take a photo, see it, Analyze with AI. Without
 * JavaScript the form posts the file as it is (the server downscales it); with it, the file is
 * checked (spec core §5's toasts) and downscaled in the browser first. Choosing a new file tells
 * the page (onChoose) so a previous result goes away.
 */
export function PhotoForm({
  action,
  aiConfigured,
  usage,
  onChoose,
}: {
  action: string;
  aiConfigured: boolean;
  usage: Usage;
  onChoose?: () => void;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const showToast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const analyzing = navigation.state !== "idle" && navigation.formData?.get("intent") === ANALYZE_INTENT;
  const outOfScans = usage.left === 0;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(file: File | undefined) {
    setPreview(null);
    if (!file) return;
    const problem = checkChosenFile(file);
    if (problem) {
      showToast({ ...problem, variant: "error" });
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChoose?.();
  }

  async function analyze(event: React.FormEvent<HTMLFormElement>) {
    const file = inputRef.current?.files?.[0];
    if (!file) return; // the browser's own `required` message
    event.preventDefault();
    const problem = checkChosenFile(file);
    if (problem) return showToast({ ...problem, variant: "error" });
    const formData = new FormData();
    formData.set("intent", ANALYZE_INTENT);
    formData.set(PHOTO_FIELD, await downscalePhoto(file));
    submit(formData, { method: "post", action, encType: "multipart/form-data" });
  }

  if (!aiConfigured) {
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
        <p className="font-semibold">AI analysis is not configured on this server</p>
        <p className="mt-1">Photo analysis needs an AI model (OPENAI_API_KEY). You can still log your meal food by food with the search.</p>
        <Link to="?method=manual" className={buttonClass("secondary", "mt-2")}>
          Search foods instead
        </Link>
      </div>
    );
  }

  return (
    <Form method="post" action={action} encType="multipart/form-data" onSubmit={analyze} className="space-y-3">
      <input type="hidden" name="intent" value={ANALYZE_INTENT} />
      <label
        htmlFor="meal-photo"
        className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center"
      >
        {preview ? (
          <img src={preview} alt="Your meal photo, ready to analyze" className="max-h-72 rounded-lg object-contain" />
        ) : (
          <>
            <span className="font-semibold text-slate-800">Take or choose a photo of your meal</span>
            <span className="text-sm text-slate-600">JPEG, PNG, WebP or HEIC, up to 5 MB</span>
          </>
        )}
      </label>
      <input
        ref={inputRef}
        id="meal-photo"
        name={PHOTO_FIELD}
        type="file"
        accept="image/*"
        capture="environment"
        required
        onChange={(event) => choose(event.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:min-h-touch file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
      <p className="text-sm text-slate-600" data-testid="scan-usage">
        {usage.left === null ? "Premium: analyze as many meals as you like." : `${usage.left} of ${usage.limit} free analyses left today.`}
        {usage.left !== null ? (
          <>
            {" "}
            <Link to="/premium" className="font-medium text-brand-700 underline">
              Premium has no limit
            </Link>
          </>
        ) : null}
      </p>
      <Button disabled={analyzing || outOfScans} className="w-full">
        {analyzing ? "Analyzing…" : "Analyze with AI"}
      </Button>
      {analyzing ? (
        <p role="status" className="text-center text-sm text-slate-600">
          Looking at your photo: this can take a few seconds.
        </p>
      ) : null}
    </Form>
  );
}
