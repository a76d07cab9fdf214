import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";
import { env, sessionSecrets } from "~/env.server";
import type { Toast } from "~/shared/toast";

// A one-shot signed cookie carries a toast across a redirect, so forms posted without
// JavaScript still show their outcome.
const toastCookie = createCookie("__toast", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.COOKIE_SECURE,
  path: "/",
  maxAge: 60,
  secrets: sessionSecrets,
});

/** A toast cookie longer than this is ignored unread (browsers cap a cookie near 4 kB anyway). */
export const MAX_TOAST_COOKIE_CHARS = 4096;

// The cookie is signed, but its content is still checked: bounded strings, and an undo action
// that is a path on this site (not `//other.site` or `/\other.site`).
const ToastSchema = z.object({
  id: z.string().max(64),
  title: z.string().min(1).max(500),
  description: z.string().max(1000).optional(),
  variant: z.enum(["success", "error"]).optional(),
  undo: z
    .object({
      action: z
        .string()
        .max(300)
        .regex(/^\/(?![/\\])[^\s]*$/),
      fields: z.record(z.string().max(50), z.string().max(200)).refine((fields) => Object.keys(fields).length <= 10),
    })
    .optional(),
});

function toastCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === toastCookie.name) return rest.join("=");
  }
  return null;
}

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
  const cookieHeader = request.headers.get("Cookie");
  const value = toastCookieValue(cookieHeader);
  if (value === null || value.length > MAX_TOAST_COOKIE_CHARS) return { toast: null, clear: null };
  let raw: unknown;
  try {
    raw = await toastCookie.parse(cookieHeader);
  } catch {
    return { toast: null, clear: null };
  }
  const parsed = ToastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, clear: null };
  return { toast: parsed.data, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
