import { z } from "zod";
import { UNIT_SYSTEMS } from "~/modules/units/units";

/** Profile's units form: just the choice, required (PUT /api/user/{id} takes it as `units` in ProfileInput). */
export const UnitsForm = z.object({ units: z.enum(UNIT_SYSTEMS, { error: "Units must be metric or us" }) });
