import { z } from "zod";

// The new-token form on /account: a name the member will recognise (api-tokens.server.ts cleans and
// bounds it again). Its own module so that the screen loads it only when the form is touched (issue 44).

export const TokenForm = z.object({ name: z.string({ error: "Name the token, e.g. the app that uses it" }).max(60) });
