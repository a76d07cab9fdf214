#!/usr/bin/env bash
# Serves the production build on a fresh, seeded SQLite database for the Playwright tests.
set -euo pipefail
port="${1:-3210}"
name="${2:-e2e}"
export DATABASE_URL="file:./data/${name}.db"
export SESSION_SECRET="e2e-secret-not-for-production"
export NODE_ENV=production
# Every browser test shares 127.0.0.1: per-IP throttles would refuse the 21st guest (they are
# tested in tests/integration/throttle.test.ts).
export RATE_LIMITS=off
rm -f "data/${name}.db" "data/${name}.db-wal" "data/${name}.db-shm"
npx tsx scripts/migrate.ts >/dev/null
npx tsx prisma/seed.ts >/dev/null
PORT="$port" HOST=127.0.0.1 exec node server.js
