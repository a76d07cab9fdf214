import { z } from "zod";
import { MessageSchema } from "./ticket-input";

// The staff inbox's forms (pure: shared by the server and the browser).

/** A staff reply: the same message rules as the member's (required, at most 2,000 characters). */
export const StaffReplyInput = z.object({ message: MessageSchema });

/** Close and reopen carry nothing but their intent. */
export const TicketStatusInput = z.object({});
