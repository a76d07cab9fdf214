#!/usr/bin/env bash
# `npm test`: static checks (typecheck, ESLint, Prettier) side by side with the production build, then
# the unit and database tests in one Vitest run (unit tests once; database tests on SQLite and, when
# FITPLATE_TEST_POSTGRES_URL is set, on PostgreSQL: see vitest.config.ts), then the browser tests in
# Debian's Chromium, on the same build. Every stage runs even when an earlier one fails; each prints
# its wall time, and the closing line counts the tests that passed and failed.
set -uo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed_stages=()
run_started=$(date +%s)
seconds() { echo $(($(date +%s) - $1)); }
stage() { printf '\n== %s\n' "$1"; }
done_stage() { # name, started, status
  local verdict=ok
  [ "$3" = 0 ] || { verdict="FAILED (exit $3)"; failed_stages+=("$1"); }
  printf -- '-- %s: %s s, %s\n' "$1" "$(seconds "$2")" "$verdict"
}

# --- Static checks and the build, side by side (each is mostly one core; the build is reused below).
stage "Typecheck, ESLint, Prettier and the production build, side by side"
started=$(date +%s)
declare -A pids
start_check() { # name, command…
  local name=$1
  shift
  ( local t=$(date +%s); "$@" >"$work/$name.out" 2>&1; status=$?; echo "$status $(seconds "$t")" >"$work/$name.rc" ) &
  pids[$name]=$!
}
start_check typecheck npx tsc --noEmit
start_check eslint npx eslint .
start_check prettier npx prettier --check .
start_check build npm run build
static_status=0
for name in typecheck eslint prettier build; do
  wait "${pids[$name]}"
  read -r status took <"$work/$name.rc"
  if [ "$status" = 0 ]; then
    printf '   %-9s %4s s  ok\n' "$name" "$took"
  else
    printf '   %-9s %4s s  FAILED (exit %s)\n' "$name" "$took" "$status"
    # Prettier lists every file it checked: show only the ones it would change.
    if [ "$name" = prettier ]; then grep -v '^Checking' "$work/$name.out"; echo "Run npm run format to fix the formatting."; else cat "$work/$name.out"; fi
    static_status=1
  fi
done
done_stage "Static checks and build" "$started" "$static_status"

# --- Vitest: one run, three projects (unit; sqlite; postgres when FITPLATE_TEST_POSTGRES_URL is set).
if [ -n "${FITPLATE_TEST_POSTGRES_URL:-}" ]; then
  stage "Unit tests, and database tests on SQLite and on PostgreSQL (Vitest)"
else
  stage "Unit tests, and database tests on SQLite (Vitest; set FITPLATE_TEST_POSTGRES_URL for PostgreSQL too)"
fi
started=$(date +%s)
# VITEST_ARGS adds options, e.g. VITEST_ARGS=--sequence.shuffle to check the files do not depend on their order.
# shellcheck disable=SC2086
npx vitest run ${VITEST_ARGS:-} --reporter=default --reporter=json --outputFile.json="$work/vitest.json"
done_stage "Vitest" "$started" $?

# --- Playwright, on the build above.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  stage "Installing Debian's Chromium for the browser tests"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
stage "Browser tests (Playwright, Chromium at $chromium)"
started=$(date +%s)
if [ -x "$chromium" ]; then
  CHROMIUM_PATH="$chromium" PLAYWRIGHT_JSON_OUTPUT_NAME="$work/playwright.json" npx playwright test --reporter=list,json
  done_stage "Playwright" "$started" $?
else
  echo "The browser tests need Chromium at $chromium." >&2
  echo "Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
  done_stage "Playwright" "$started" 1
fi

# --- One closing line for the whole run, from the reporters' JSON (a missing report counts nothing).
read -r passed failed < <(node -e '
  const fs = require("node:fs");
  const read = (file) => { try { return JSON.parse(fs.readFileSync(file, "utf8")); } catch { return null; } };
  const v = read(process.argv[1]), p = read(process.argv[2]);
  let passed = 0, failed = 0;
  if (v) { passed += v.numPassedTests; failed += v.numFailedTests; }
  if (p) { passed += p.stats.expected + p.stats.flaky; failed += p.stats.unexpected; }
  console.log(passed, failed);
' "$work/vitest.json" "$work/playwright.json")
# Where the time went: the slowest test files and browser tests (issue 22's target is the total).
node -e '
  const fs = require("node:fs");
  const read = (file) => { try { return JSON.parse(fs.readFileSync(file, "utf8")); } catch { return null; } };
  const v = read(process.argv[1]), p = read(process.argv[2]);
  const top = (rows) => rows.sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, ms]) => `   ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`).join("\n");
  if (v) console.log("\nSlowest Vitest files:\n" + top(v.testResults.map((f) => [f.name.replace(process.cwd() + "/", ""), f.endTime - f.startTime])));
  const tests = [];
  const walk = (suite) => { for (const s of suite.suites ?? []) walk(s); for (const spec of suite.specs ?? []) for (const t of spec.tests) tests.push([`${spec.file} › ${spec.title} [${t.projectName}]`, t.results.reduce((sum, r) => sum + r.duration, 0)]); };
  if (p) { for (const s of p.suites) walk(s); console.log("\nSlowest browser tests:\n" + top(tests)); }
' "$work/vitest.json" "$work/playwright.json"
echo
printf -- '-- total: %s s\n' "$(seconds "$run_started")"
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed: ${failed_stages[*]}"
  echo "npm test: ${passed} passed, ${failed} failed"
  exit 1
fi
echo "npm test: ${passed} passed, ${failed} failed"
