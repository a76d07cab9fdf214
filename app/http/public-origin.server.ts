import { DomainError } from "~/modules/errors";
import { publicOrigin } from "~/public-url.server";

/** The public origin for URLs a third party needs absolute (Stripe's return URLs); a 503 DomainError without one. */
export function requirePublicOrigin(request: Request): string {
  const origin = publicOrigin(request);
  if (origin === null) throw new DomainError(503, "This server's public address (APP_URL) is not configured");
  return origin;
}
