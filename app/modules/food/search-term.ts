// What a search term may be (spec core §9), for the API, the no-JS panel and the client. Pure and
// free of Zod, so that Home's client bundle stays small (the schema is in search.server.ts).

export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_TOO_SHORT = `Search term must be at least ${MIN_SEARCH_LENGTH} characters`;
export const SEARCH_TOO_LONG = `Search term must be at most ${MAX_SEARCH_LENGTH} characters`;
