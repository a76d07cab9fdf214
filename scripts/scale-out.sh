#!/usr/bin/env bash
# `npm run scale-out`: the scale-out proof (tests/integration/scale-out.test.ts): two app servers on
# one PostgreSQL behind a round-robin proxy, a member's journey across them. `npm test` runs the same
# file when FITPLATE_TEST_POSTGRES_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${FITPLATE_TEST_POSTGRES_URL:-}" ]; then
  echo "Set FITPLATE_TEST_POSTGRES_URL to a PostgreSQL database the tests may use (the role needs CREATEDB), e.g." >&2
  echo "  FITPLATE_TEST_POSTGRES_URL=postgresql://fitplate:fitplate@127.0.0.1:5432/fitplate_test npm run scale-out" >&2
  exit 2
fi
[ -f build/server/index.js ] || npm run build
exec npx vitest run --project postgres tests/integration/scale-out.test.ts
