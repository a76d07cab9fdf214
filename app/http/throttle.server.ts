import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { checkGuestCreation, checkWrite, UNKNOWN_IP } from "~/modules/throttle/rate-limit.server";
import { domainFormError, type FormRefusal } from "./form.server";
import { jsonError } from "./json.server";

/** What a door has: the request and Remix's load context (where server.js puts `ip`). */
export type DoorArgs = { request: Request; context?: unknown };

const IP_SHAPE = /^[0-9a-fA-F:.]{2,45}$/;

function normaliseIp(value: string): string {
  const ip = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return IP_SHAPE.test(ip) ? ip : UNKNOWN_IP;
}

/**
 * The client's address: only `context.ip`, which the HTTP server always sets (it alone knows the
 * socket and, with TRUST_PROXY, which X-Forwarded-For hop to believe), else "unknown" (per-IP
 * limits then do not apply). Headers are never read here.
 */
export function clientIp({ context }: DoorArgs): string {
  const fromContext = (context as { ip?: unknown } | null | undefined)?.ip;
  return typeof fromContext === "string" && fromContext ? normaliseIp(fromContext) : UNKNOWN_IP;
}

async function asJson(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof DomainError) throw jsonError(error.status, error.message, domainErrorHeaders(error));
    throw error;
  }
}

async function asFormReply(check: () => Promise<void>, intent: string): Promise<FormRefusal | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return domainFormError(intent, error);
  }
}

/** API write doors: throws 429 `{ "error" }` + Retry-After when the user or the address is over its limit. */
export function throttleApiWrite(args: DoorArgs, userId: number | null): Promise<void> {
  return asJson(() => checkWrite({ ip: clientIp(args), userId }));
}

/** Creating a guest counts as a write of the address and against GUESTS_PER_IP. */
async function checkNewGuest(args: DoorArgs): Promise<void> {
  const ip = clientIp(args);
  await checkWrite({ ip, userId: null });
  await checkGuestCreation(ip);
}

/** POST /api/auth/guest: throws 429 `{ "error" }` + Retry-After past GUESTS_PER_IP (or WRITES_PER_IP). */
export function throttleApiGuest(args: DoorArgs): Promise<void> {
  return asJson(() => checkNewGuest(args));
}

/** Screen form actions: a 429 FormReply (with Retry-After) to return, or null to go on. */
export function throttleFormWrite(args: DoorArgs, userId: number | null, intent: unknown): Promise<FormRefusal | null> {
  return asFormReply(() => checkWrite({ ip: clientIp(args), userId }), String(intent ?? ""));
}

/** The Home "Start tracking" form: a 429 FormReply past GUESTS_PER_IP, or null. */
export function throttleFormGuest(args: DoorArgs, intent: string): Promise<FormRefusal | null> {
  return asFormReply(() => checkNewGuest(args), intent);
}

/**
 * A page whose loader does real work (the progress analytics) counts as a write of the user and of
 * the address: past WRITES_PER_USER/IP it throws a plain text 429 with Retry-After (the error page
 * shows it). An API loader that does (the export) calls throttleApiWrite.
 */
export async function throttlePageWork(args: DoorArgs, userId: number): Promise<void> {
  try {
    await checkWrite({ ip: clientIp(args), userId });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new Response(error.message, {
      status: error.status,
      headers: { ...domainErrorHeaders(error), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
