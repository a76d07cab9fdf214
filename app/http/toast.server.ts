import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import type { Toast } from "~/ui/toast";

// A one-shot signed cookie carries a toast across a redirect, so forms posted without
// JavaScript still show their outcome.
const toastCookie = createCookie("__toast", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.COOKIE_SECURE,
  path: "/",
  maxAge: 60,
  secrets: [env.SESSION_SECRET],
});

const ToastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["success", "error"]).optional(),
  undo: z.object({ action: z.string().startsWith("/"), fields: z.record(z.string(), z.string()) }).optional(),
});

async function toastHeader(toast: Omit<Toast, "id">): Promise<string> {
  return toastCookie.serialize({ ...toast, id: crypto.randomUUID() });
}

export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers: all });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, clear: null };
  return { toast: parsed.data, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
