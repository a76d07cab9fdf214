import { useEffect, useMemo, useState } from "react";
import { apiFetch } from "~/http/api-fetch";
import type { FoodChoice } from "~/modules/food/food-choice";
import { MIN_SEARCH_LENGTH } from "~/modules/food/nutrition";

export type SearchState = "idle" | "hint" | "loading" | "results" | "empty" | "error";

const DEBOUNCE_MS = 200;

/**
 * The search panel's states (spec core §4): idle → loading → results / empty / error, and the
 * hint for a 1-character term. Starts from what the server rendered; then searches as you type.
 */
export function useFoodSearch(initialTerm: string, initialResults: FoodChoice[] | null) {
  const [term, setTerm] = useState(initialTerm);
  const [results, setResults] = useState<FoodChoice[] | null>(initialResults);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "error">(initialResults ? "done" : "idle");
  const [searchedTerm, setSearchedTerm] = useState(initialResults ? initialTerm.trim() : "");
  const trimmed = term.trim();

  useEffect(() => {
    if (trimmed.length < MIN_SEARCH_LENGTH) {
      setStatus("idle");
      setResults(null);
      return;
    }
    if (trimmed === searchedTerm) return;
    const controller = new AbortController();
    setStatus("loading");
    const timer = setTimeout(() => {
      apiFetch<FoodChoice[]>("GET", `/api/foods?search=${encodeURIComponent(trimmed)}`, undefined, controller.signal)
        .then((found) => {
          setResults(found);
          setSearchedTerm(trimmed);
          setStatus("done");
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(error);
          setResults(null);
          setStatus("error");
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, searchedTerm]);

  const state: SearchState =
    trimmed.length === 0
      ? "idle"
      : trimmed.length < MIN_SEARCH_LENGTH
        ? "hint"
        : status === "loading"
          ? "loading"
          : status === "error"
            ? "error"
            : results && results.length === 0
              ? "empty"
              : results
                ? "results"
                : "idle";

  return useMemo(
    () => ({ term, setTerm, state, results: state === "results" ? results : null }),
    [term, state, results],
  );
}
