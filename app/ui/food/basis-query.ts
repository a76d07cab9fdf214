import { z } from "zod";

// The food form's basis in the URL, read by the loaders only: a module of its own so that the
// screens' scripts do not build it (issue 44).

/** ?per=serving shows the form per serving; anything else (or nothing) per 100 g. */
export const BasisQuery = z.enum(["100g", "serving"]).optional().catch(undefined);
