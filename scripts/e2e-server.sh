#!/usr/bin/env bash
# Serves the production build for the Playwright tests, each app server on its own copy of one
# migrated and seeded SQLite template (seeded once, copied per server).
set -euo pipefail
port="${1:-3210}"
name="${2:-e2e}"
export SESSION_SECRET="e2e-secret-not-for-production"
export NODE_ENV=production
# Every browser test shares 127.0.0.1: per-IP throttles would refuse the 21st guest (they are
# tested in tests/integration/throttle.test.ts).
export RATE_LIMITS=off
# Tests drive the notification scheduler's ticks themselves.
export NOTIFICATION_SCHEDULER=off
mkdir -p data
# The seeded template (tests/setup/templates.ts: data/test-template-<hash of migrations and seed>.db),
# built by the first server to ask (the other waits on the lock) or left by the Vitest run.
exec 9>data/test-template.lock
flock 9
template=$(npx tsx tests/setup/templates.ts sqlite | tail -n 1)
flock -u 9
template="${template#file:}"
rm -f "data/${name}.db" "data/${name}.db-wal" "data/${name}.db-shm"
cp "$template" "data/${name}.db"
export DATABASE_URL="file:./data/${name}.db"
PORT="$port" HOST=127.0.0.1 exec node server.js
