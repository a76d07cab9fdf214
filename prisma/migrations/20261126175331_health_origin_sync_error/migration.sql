-- AlterTable
ALTER TABLE "HealthRecord" ADD COLUMN "origin" TEXT;

-- AlterTable
ALTER TABLE "IntegrationConnection" ADD COLUMN "lastSyncError" TEXT;


-- Apple Health step samples are kept as samples, and each day's steps are worked out from them with
-- overlapping samples counted once (app/modules/health/step-overlap.ts). Rows imported before this
-- become samples of an unknown device; their day totals are their sums, as before, until the next
-- import of the export recomputes them with the overlap rule.
UPDATE "HealthRecord" SET "kind" = 'step_sample' WHERE "kind" = 'steps' AND "source" = 'Apple Health';
INSERT INTO "HealthRecord" ("userId", "kind", "value", "startAt", "endAt", "day", "source", "dedupeKey", "createdAt")
SELECT "userId", 'steps', SUM("value"), MIN("startAt"), MAX("endAt"), "day", 'Apple Health', 'apple:steps-day:' || "day", MAX("createdAt")
FROM "HealthRecord" WHERE "kind" = 'step_sample' GROUP BY "userId", "day";

-- OAuth2 tokens are now kept encrypted: tokens stored in the clear before are dropped (the member
-- reconnects; the card says so).
UPDATE "IntegrationConnection" SET "accessToken" = NULL, "refreshToken" = NULL, "tokenExpiresAt" = NULL,
  "lastSyncError" = 'Reconnect to sync again: this connection was made before tokens were kept encrypted.'
WHERE "accessToken" IS NOT NULL;
