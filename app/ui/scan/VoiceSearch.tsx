import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { cutText } from "~/modules/text";
import { Button } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";

type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};
type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | undefined {
  const scope = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * Voice search (the second scanner): say a food, and the food search opens with what was heard.
 * Uses the browser's own speech recognition; where there is none the button is not shown.
 */
export function VoiceSearch() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const active = useRef<Recognition | null>(null);
  const Recognition = hydrated ? recognitionClass() : undefined;

  useEffect(() => () => active.current?.abort(), []);

  if (!Recognition) return null;

  function toggle() {
    if (active.current) {
      active.current.abort();
      return;
    }
    const recognition = new Recognition!();
    recognition.lang = "en-US";
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const heard = event.results[0]?.[0]?.transcript.trim();
      if (heard) navigate(`?method=manual&q=${encodeURIComponent(cutText(heard, 100))}#log-food`);
    };
    recognition.onerror = (event) => {
      if (event.error !== "aborted") setProblem("Voice search did not catch that: try again or type the food.");
    };
    recognition.onend = () => {
      active.current = null;
      setListening(false);
    };
    setProblem(null);
    active.current = recognition;
    setListening(true);
    recognition.start();
  }

  return (
    <div>
      <Button type="button" variant="secondary" onClick={toggle} aria-pressed={listening} className="w-full">
        {listening ? "Listening… tap to stop" : "Voice search"}
      </Button>
      {problem ? <p className="mt-1 text-sm text-red-700">{problem}</p> : null}
    </div>
  );
}
