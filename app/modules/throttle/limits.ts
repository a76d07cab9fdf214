// Throttles (issue 7, item 4), documented in docs/throttles.md. Counted in the database
// (RateLimit table) in fixed windows, so they hold across several app servers.

export type Limit = { limit: number; windowSeconds: number };

/** New guest accounts (POST /api/auth/guest, the Home "Start tracking" form) per client IP. */
export const GUESTS_PER_IP: Limit = { limit: 20, windowSeconds: 60 * 60 };

/** Writes (every POST, PATCH, DELETE of the API and of screen forms) per signed-in user. */
export const WRITES_PER_USER: Limit = { limit: 120, windowSeconds: 60 };

/** Writes per client IP, whoever is signed in (a household or office behind one address shares it). */
export const WRITES_PER_IP: Limit = { limit: 300, windowSeconds: 60 };

/** Guests older than this with nothing logged (no meals, foods or workouts) are deleted. */
export const ABANDONED_GUEST_DAYS = 30;

/** How long an Idempotency-Key's first answer is kept and replayed. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The clean-up runs at most this often (across all app servers), when a guest is created. */
export const CLEANUP_EVERY_MINUTES = 60;

/** WhatsApp test messages (they go to any number the member types) per user, whatever RATE_LIMITS says. */
export const WHATSAPP_TESTS_PER_USER: Limit = { limit: 5, windowSeconds: 60 * 60 };

/** WhatsApp test messages per client IP (new guests are cheap: this caps what one address can send). */
export const WHATSAPP_TESTS_PER_IP: Limit = { limit: 10, windowSeconds: 60 * 60 };

/**
 * One-time-code e-mails (codes, and the "no account yet" note) per client IP, whoever they go to. A
 * gym kiosk shares its IP with every member who signs in there: this is about two sign-ins a minute.
 */
export const CODE_MAILS_PER_IP: Limit = { limit: 30, windowSeconds: 60 * 60 };
