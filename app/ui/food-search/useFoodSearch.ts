import { useEffect, useMemo, useState } from "react";
import { ApiError, apiFetch } from "~/shared/api-fetch";
import type { FoodChoice } from "~/modules/food/food-choice";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, SEARCH_TOO_LONG } from "~/modules/food/search-term";

export type SearchState = "idle" | "hint" | "too-long" | "loading" | "results" | "empty" | "error";

const DEBOUNCE_MS = 200;

type Answer = { term: string; results: FoodChoice[] } | { term: string; error: string | null };

/**
 * The search panel's states (spec core §4): idle → loading → results / empty / error, the hint for
 * a 1-character term and a message for an over-long one. The state is derived from the last
 * answer and the term typed, so no state can get stuck: typing a term already answered shows
 * that answer again at once. Starts from what the server rendered.
 */
export function useFoodSearch(initialTerm: string, initialResults: FoodChoice[] | null) {
  const [term, setTerm] = useState(initialTerm);
  const [answer, setAnswer] = useState<Answer | null>(initialResults ? { term: initialTerm.trim(), results: initialResults } : null);
  const trimmed = term.trim();
  const searchable = trimmed.length >= MIN_SEARCH_LENGTH && trimmed.length <= MAX_SEARCH_LENGTH;
  const answered = answer?.term === trimmed ? answer : null;

  useEffect(() => {
    if (!searchable || answered) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<FoodChoice[]>("GET", `/api/foods?search=${encodeURIComponent(trimmed)}`, undefined, controller.signal)
        .then((results) => setAnswer({ term: trimmed, results }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // A 4xx names what is wrong with the term; anything else is worth retrying.
          const told = error instanceof ApiError && error.status < 500 ? error.detail : null;
          setAnswer({ term: trimmed, error: told });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, searchable, answered]);

  let state: SearchState;
  if (trimmed.length === 0) state = "idle";
  else if (trimmed.length < MIN_SEARCH_LENGTH) state = "hint";
  else if (trimmed.length > MAX_SEARCH_LENGTH) state = "too-long";
  else if (!answered) state = "loading";
  else if ("error" in answered) state = "error";
  else state = answered.results.length === 0 ? "empty" : "results";

  const results = state === "results" && answered && "results" in answered ? answered.results : null;
  const message = state === "too-long" ? SEARCH_TOO_LONG : answered && "error" in answered ? answered.error : null;

  return useMemo(() => ({ term, setTerm, state, results, message }), [term, state, results, message]);
}
