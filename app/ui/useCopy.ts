import { useToast } from "./ToastArea";
import { useHydrated } from "./useHydrated";

type Message = { title: string; description: string };

/**
 * Copying text with the Clipboard API: `canCopy` is false on the server, before hydration and in
 * browsers without the API (show the text to select instead); `copy` toasts `done`, or how to copy by hand.
 */
export function useCopy(): { canCopy: boolean; copy: (text: string, done: Message, byHand: string) => void } {
  const hydrated = useHydrated();
  const toast = useToast();
  return {
    canCopy: hydrated && typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function",
    copy: (text, done, byHand) =>
      void navigator.clipboard
        .writeText(text)
        .then(() => toast(done))
        .catch(() => toast({ title: "Copy failed", description: byHand, variant: "error" })),
  };
}
