import { buttonClass } from "~/ui/Button";
import { useCopy } from "~/ui/useCopy";

/**
 * Commands to type, each with a Copy button where the browser has the Clipboard API (spec §7:
 * commands are copied to the clipboard; §8: "Copied!"). Without JavaScript the command is
 * plain selectable text.
 */
export function CommandList({ commands }: { commands: string[] }) {
  const { canCopy, copy } = useCopy();
  return (
    <ul className="space-y-2">
      {commands.map((command) => (
        <li key={command} className="flex min-w-0 items-start gap-2 rounded-xl bg-slate-100 p-2 pl-3 ring-1 ring-slate-200">
          <code className="min-w-0 flex-1 py-2 font-mono text-sm break-all text-slate-900">{command}</code>
          {canCopy ? (
            <button
              type="button"
              aria-label={`Copy: ${command}`}
              className={buttonClass("secondary", "shrink-0 text-sm")}
              onClick={() =>
                copy(command, { title: "Copied!", description: "Command copied to clipboard." }, "Select the command and copy it.")
              }
            >
              Copy
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
