#!/usr/bin/env bash
# `npm test`: typecheck, lint and formatting, production build, unit and integration tests (SQLite, and
# PostgreSQL when FITPLATE_TEST_POSTGRES_URL is set), then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT

step() { printf '\n== %s\n' "$1"; }

step "Typecheck"
npx tsc --noEmit

step "Lint (ESLint) and formatting (Prettier)"
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check .; echo "Run npm run format to fix the formatting." >&2; exit 1; }

# Built before the tests: tests/integration/http-*.test.ts run the production server (node server.js).
step "Production build"
npx remix vite:build >/dev/null

step "Unit and integration tests (SQLite)"
env -u FITPLATE_TEST_POSTGRES_URL npx vitest run 2>&1 | tee -a "$log"

if [ -n "${FITPLATE_TEST_POSTGRES_URL:-}" ]; then
  step "Database tests again on PostgreSQL"
  npx vitest run app tests/integration 2>&1 | tee -a "$log"
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "Installing Debian's Chromium for the browser tests"
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $chromium." >&2
    echo "Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi

step "Browser tests (Playwright, Chromium at $chromium)"
CHROMIUM_PATH="$chromium" npx playwright test 2>&1 | tee -a "$log"

# One closing line for the whole run.
sum() { sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -aoE "$1" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}'; }
passed=$(( $(sum 'Tests +[0-9]+ passed' ) + $(sum '^ +[0-9]+ passed') ))
echo
echo "npm test: ${passed} passed, 0 failed"
