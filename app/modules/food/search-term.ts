import { z } from "zod";

// What a search term may be (spec core §9), for the API, the no-JS panel and the client. Pure.

export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_TOO_SHORT = `Search term must be at least ${MIN_SEARCH_LENGTH} characters`;
export const SEARCH_TOO_LONG = `Search term must be at most ${MAX_SEARCH_LENGTH} characters`;

/** The term, trimmed: missing or under 2 characters, or over 100, is refused with a message. */
export const SearchTermSchema = z
  .string({ error: SEARCH_TOO_SHORT })
  .trim()
  .min(MIN_SEARCH_LENGTH, { error: SEARCH_TOO_SHORT })
  .max(MAX_SEARCH_LENGTH, { error: SEARCH_TOO_LONG });
