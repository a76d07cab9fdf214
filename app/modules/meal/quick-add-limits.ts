// Quick add's bounds, apart from its schema so that the diary's form can show them without
// building Zod schemas at page load (issue 44).

export const MAX_QUICK_ADD_KCAL = 10_000;
export const MAX_QUICK_ADD_MACRO_G = 1_000;
