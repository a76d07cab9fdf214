// How the voice summary is spoken (spec core §9), as pure functions the card runs in the browser:
// the voice settings, the choice of voice, the text rewriting, and the pauses and emphasis.

export const VOICE_SETTINGS = { rate: 0.9, pitch: 1.1, volume: 0.8, lang: "en-US" } as const;
/** An emphasised phrase (one with a positive word) is spoken a little slower and higher. */
export const EMPHASIS_SETTINGS = { rate: 0.85, pitch: 1.2 } as const;
/** Preferred English voices, in order (spec core §9). */
const PREFERRED_VOICES = ["Samantha", "Google US English", "Microsoft Zira", "Alex", "Victoria", "Karen", "Moira"] as const;
/** How long to wait for the browser's voices to load before speaking with whatever there is. */
export const VOICE_WAIT_MS = 1000;
/** Pauses after punctuation, in milliseconds. */
const PAUSE_AFTER_PERIOD_MS = 500;
const PAUSE_AFTER_COMMA_MS = 200;

export const SPEECH_UNAVAILABLE = "Voice synthesis unavailable. Please check your browser settings.";

type VoiceLike = { name: string; lang: string; localService: boolean };

/**
 * The voice to speak with: the first preferred voice present (in the list's order), else an
 * English voice that is not Google's, else any English voice, else a local voice, else none.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  for (const preferred of PREFERRED_VOICES) {
    const voice = voices.find((candidate) => candidate.name.includes(preferred));
    if (voice) return voice;
  }
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith("en"));
  return (
    english.find((voice) => !voice.name.includes("Google")) ?? english[0] ?? voices.find((voice) => voice.localService) ?? voices[0] ?? null
  );
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

/**
 * The text as it should be said: units written out after numbers (g → grams, mg → milligrams,
 * ml → milliliters, cal and kcal → calories), % → percent. Words that merely contain those letters
 * stay as they are.
 */
export function rewriteForSpeech(text: string): string {
  return text
    .replace(new RegExp(`${NUMBER}\\s?mg\\b`, "gi"), "$1 milligrams")
    .replace(new RegExp(`${NUMBER}\\s?ml\\b`, "gi"), "$1 milliliters")
    .replace(new RegExp(`${NUMBER}\\s?g\\b`, "g"), (_match, value: string) => `${value} ${value === "1" ? "gram" : "grams"}`)
    .replace(/\bk?cal\b/gi, "calories")
    .replace(/\bmg\b/g, "milligrams")
    .replace(/\s?%/g, " percent");
}

/** Words that make a phrase worth stressing. */
const POSITIVE_WORDS = [
  "great",
  "excellent",
  "good",
  "healthy",
  "balanced",
  "well",
  "nutritious",
  "perfect",
  "keep it up",
  "rich",
  "fresh",
] as const;

export type SpeechPart = { text: string; pauseAfterMs: number; emphasis: boolean };

/**
 * The rewritten text cut into phrases at punctuation, each with the pause that follows it (500 ms
 * after . ! ?, 200 ms after , ; :) and whether it has a positive word (spoken with emphasis). A
 * decimal point is not a period.
 */
export function speechParts(text: string): SpeechPart[] {
  const spoken = rewriteForSpeech(text);
  const parts: SpeechPart[] = [];
  const phrase = /[^.!?,;:]+(?:[.,](?=\d)[^.!?,;:]*)*([.!?,;:]+|$)/g;
  for (const match of spoken.matchAll(phrase)) {
    const piece = match[0].trim();
    if (!piece) continue;
    const mark = match[1] ?? "";
    const pauseAfterMs = /[.!?]/.test(mark) ? PAUSE_AFTER_PERIOD_MS : /[,;:]/.test(mark) ? PAUSE_AFTER_COMMA_MS : 0;
    const lower = piece.toLowerCase();
    const emphasis = POSITIVE_WORDS.some((word) => new RegExp(`\\b${word}\\b`).test(lower));
    parts.push({ text: piece, pauseAfterMs, emphasis });
  }
  return parts;
}
