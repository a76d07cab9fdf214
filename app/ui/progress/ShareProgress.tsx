import { useState } from "react";
import { buttonClass } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";
import { useCopy } from "~/ui/useCopy";

/**
 * Share Progress: the Web Share API where the browser has it; otherwise (and without JavaScript)
 * the summary as text to copy, in a disclosure that opens without script.
 */
export function ShareProgress({ text }: { text: string }) {
  const hydrated = useHydrated();
  const { canCopy, copy } = useCopy();
  const [open, setOpen] = useState(false);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group min-w-0">
      <summary
        className={buttonClass("secondary", "w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
        onClick={(event) => {
          if (!canShare) return;
          event.preventDefault();
          navigator.share({ title: "My Fitplate progress", text }).catch(() => setOpen(true));
        }}
      >
        Share Progress
      </summary>
      <div className="mt-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
        <label htmlFor="share-text" className="block text-sm font-medium text-slate-800">
          Your progress summary (copy and paste it anywhere)
        </label>
        <textarea
          id="share-text"
          readOnly
          value={text}
          rows={5}
          className="mt-1 block w-full rounded-xl border border-slate-300 bg-white p-2 text-sm"
        />
        {canCopy ? (
          <button
            type="button"
            className={buttonClass("ghost", "mt-1 text-sm")}
            onClick={() =>
              copy(text, { title: "Copied", description: "The summary is on your clipboard." }, "Select the text and copy it.")
            }
          >
            Copy
          </button>
        ) : null}
      </div>
    </details>
  );
}
