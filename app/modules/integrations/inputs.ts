import { z } from "zod";
import { INTEGRATIONS } from "./catalogue";

const IDS = INTEGRATIONS.map((integration) => integration.id) as [string, ...string[]];

/** POST /api/integrations/connect and the page's Connect Device: { integrationId, userId? } (spec §7). */
export const ConnectInput = z.object({
  integrationId: z.enum(IDS, { error: `integrationId must be one of ${IDS.join(", ")}` }),
  /** Spec §7 sends it; when present it must be the signed-in member. */
  userId: z.unknown().optional(),
});
export type ConnectInput = z.output<typeof ConnectInput>;

export const CONNECT_INTENT = "connect";
export const DISCONNECT_INTENT = "disconnect";
export const SYNC_INTENT = "sync";
