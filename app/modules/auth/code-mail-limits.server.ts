import { CODE_MAILS_PER_IP } from "~/modules/throttle/limits";
import { checkIpLimit, checkRateLimit } from "~/modules/throttle/rate-limit.server";

/** Code e-mails to one address: 1 a minute (cleared when a code of the address is verified), 5 an hour, whoever asks. */
export const CODE_MAILS_PER_MINUTE = 1;
export const CODE_MAILS_PER_HOUR = 5;

/** The key of an address's minute window (a verified code clears it: signing out and back in is not spam). */
export const minuteKeyOf = (email: string) => `code:minute:${email}`;

/**
 * Counts one request for a code e-mail to `email` (or, for a resend by number, to the phone number
 * named) from `ip`, and throws a 429 DomainError past CODE_MAILS_PER_IP
 * (RATE_LIMITS on, a known IP) or past the address's limits (always: each one is an e-mail to
 * someone who may not have asked). Every door that may e-mail a code calls it first, before
 * anything looks at the address's account or pending code, so a member's address and an unknown
 * one get the same answers, throttles included. The IP is counted first: a client over its limit
 * cannot use up an address's hour.
 */
export async function countCodeMail(email: string | null, ip: string, phoneNumber: string | null = null): Promise<void> {
  await checkIpLimit("code", ip, CODE_MAILS_PER_IP);
  if (email !== null) await checkAddress(email);
  if (phoneNumber !== null) await checkAddress(`phone:${phoneNumber}`);
}

/**
 * An address's own limits (429 past them), for a mail whose address was looked up: a resend by
 * phone number, already counted by that number and the IP.
 */
export async function checkAddress(email: string): Promise<void> {
  await checkRateLimit(minuteKeyOf(email), CODE_MAILS_PER_MINUTE, 60);
  await checkRateLimit(`code:hour:${email}`, CODE_MAILS_PER_HOUR, 60 * 60);
}
