// The one-time sign-in code's shape, shared by the e-mail that sends it (one-time-code.server.ts),
// its schema (account-input.ts) and the screen's field. Pure, and free of Zod for the screens (issue 44).

export const CODE_LENGTH = 6;
