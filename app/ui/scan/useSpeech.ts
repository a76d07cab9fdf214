import { useCallback, useEffect, useRef, useState } from "react";
import {
  EMPHASIS_SETTINGS,
  pickVoice,
  SPEECH_UNAVAILABLE,
  speechParts,
  VOICE_SETTINGS,
  VOICE_WAIT_MS,
  type SpeechPart,
} from "~/modules/voice/speech";

export type SpeechState = "idle" | "loading" | "playing";

/** The browser's voices, waiting up to VOICE_WAIT_MS for them to load (spec core §9). */
function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener("voiceschanged", done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICE_WAIT_MS);
    synth.addEventListener("voiceschanged", done);
  });
}

function say(synth: SpeechSynthesis, part: SpeechPart, voice: SpeechSynthesisVoice | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(part.text);
    Object.assign(utterance, VOICE_SETTINGS, part.emphasis ? EMPHASIS_SETTINGS : {});
    if (voice) utterance.voice = voice;
    utterance.onend = () => resolve();
    utterance.onerror = (event) =>
      event.error === "interrupted" || event.error === "canceled" ? resolve() : reject(new Error(event.error));
    synth.speak(utterance);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Speaks a text with the device's own speech synthesis (spec core §4, §9): idle → loading while
 * the voices load → playing; toggling while busy cancels; the end or an error returns to idle.
 * `unavailable` holds spec core §8's message when the browser has no speech synthesis.
 */
export function useSpeech() {
  const [state, setState] = useState<SpeechState>("idle");
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    if (typeof window !== "undefined") (window.speechSynthesis as SpeechSynthesis | undefined)?.cancel();
    setState("idle");
  }, []);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(
    async (text: string) => {
      if (state !== "idle") return stop();
      const synth = window.speechSynthesis as SpeechSynthesis | undefined;
      if (!synth || typeof SpeechSynthesisUtterance === "undefined") {
        setUnavailable(SPEECH_UNAVAILABLE);
        return;
      }
      const id = ++run.current;
      setState("loading");
      try {
        const voice = pickVoice(await loadVoices(synth));
        if (run.current !== id) return;
        setState("playing");
        for (const part of speechParts(text)) {
          if (run.current !== id) return;
          await say(synth, part, voice);
          if (part.pauseAfterMs > 0) await wait(part.pauseAfterMs);
        }
      } catch (error) {
        console.warn("voice summary:", error instanceof Error ? error.message : error);
      }
      if (run.current === id) setState("idle");
    },
    [state, stop],
  );

  return { state, unavailable, toggle };
}
