#!/usr/bin/env bash
# `npm test`: the production build (with the seeded test templates and the static checks starting
# beside it), then the unit and database tests (one Vitest run: unit tests once; database tests on
# SQLite and, when FITPLATE_TEST_POSTGRES_URL is set, on PostgreSQL: see vitest.config.ts) side by
# side with the browser tests (Playwright, Debian's Chromium, on the same build), while typecheck,
# ESLint and Prettier finish at a lower priority. Every stage runs even when an earlier one fails;
# each prints its wall time, and the closing line counts the tests that passed and failed.
#
# Why side by side (issue 22): on 2 cores the suite's CPU time ÷ 2 is the floor of its wall time.
# Vitest and Playwright each wait a good part of their time (servers starting, timers, the browser),
# so run one after the other they left a core idle; run together, each fills the other's waits.
set -uo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed_stages=()
run_started=$(date +%s)
seconds() { echo $(($(date +%s) - $1)); }
stage() { printf '\n== %s\n' "$1"; }
done_stage() { # name, seconds, status
  local verdict=ok
  [ "$3" = 0 ] || { verdict="FAILED (exit $3)"; failed_stages+=("$1"); }
  printf -- '-- %s: %s s, %s\n' "$1" "$2" "$verdict"
}

declare -A pids
start_job() { # name, command… (its output to $work/<name>.out, its status and seconds to <name>.rc)
  local name=$1
  shift
  ( local t=$(date +%s); "$@" >"$work/$name.out" 2>&1; status=$?; echo "$status $(seconds "$t")" >"$work/$name.rc" ) &
  pids[$name]=$!
}
job_seconds=0
finish_job() { # name: waits, prints its line (and its output when it failed); returns its status
  local name=$1 status took
  wait "${pids[$name]}"
  read -r status took <"$work/$name.rc"
  job_seconds=$took
  if [ "$status" = 0 ]; then
    printf '   %-9s %4s s  ok\n' "$name" "$took"
  else
    printf '   %-9s %4s s  FAILED (exit %s)\n' "$name" "$took" "$status"
    # Prettier lists every file it checked: show only the ones it would change.
    if [ "$name" = prettier ]; then grep -v '^Checking' "$work/$name.out"; echo "Run npm run format to fix the formatting."; else cat "$work/$name.out"; fi
  fi
  return "$status"
}

# --- The build and the seeded templates; the static checks start now and run on at low priority.
stage "Production build and test database templates (typecheck, ESLint and Prettier start beside them)"
started=$(date +%s)
start_job typecheck nice -n 10 npx tsc --noEmit
start_job eslint nice -n 10 npx eslint .
start_job prettier nice -n 10 npx prettier --check .
start_job build npm run build
# Built here once, not by Vitest's set-up and the browser tests' servers at the same time.
start_job templates bash -c 'npx tsx tests/setup/templates.ts sqlite && { [ -z "${FITPLATE_TEST_POSTGRES_URL:-}" ] || npx tsx tests/setup/templates.ts postgres; }'
build_status=0
finish_job build || build_status=1
finish_job templates || build_status=1
done_stage "Build and templates" "$(seconds "$started")" "$build_status"

# --- Chromium for the browser tests (Debian's packages: docs/decisions/0035).
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
headless_shell="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$headless_shell" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  stage "Installing Debian's ${missing[*]} for the browser tests"
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --- Vitest and Playwright side by side. Vitest prints as it goes; Playwright's report follows it.
if [ -n "${FITPLATE_TEST_POSTGRES_URL:-}" ]; then
  stage "Unit tests, and database tests on SQLite and on PostgreSQL (Vitest), beside the browser tests"
else
  stage "Unit tests, and database tests on SQLite (Vitest; set FITPLATE_TEST_POSTGRES_URL for PostgreSQL too), beside the browser tests"
fi
if [ -x "$chromium" ]; then
  start_job playwright env CHROMIUM_PATH="$chromium" CHROMIUM_HEADLESS_SHELL_PATH="$headless_shell" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="$work/playwright.json" npx playwright test --reporter=list,json
fi
started=$(date +%s)
# VITEST_ARGS adds options, e.g. VITEST_ARGS=--sequence.shuffle to check the files do not depend on their order.
# shellcheck disable=SC2086
npx vitest run ${VITEST_ARGS:-} --reporter=default --reporter=json --outputFile.json="$work/vitest.json"
status=$?
done_stage "Vitest" "$(seconds "$started")" "$status"

stage "Browser tests (Playwright, Debian's Chromium: $headless_shell, and $chromium for the PWA install check)"
if [ -x "$chromium" ]; then
  wait "${pids[playwright]}"
  read -r status took <"$work/playwright.rc"
  cat "$work/playwright.out"
  done_stage "Playwright" "$took" "$status"
else
  echo "The browser tests need Chromium at $chromium." >&2
  echo "Install Debian's packages (sudo apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
  done_stage "Playwright" 0 1
fi

stage "Typecheck, ESLint and Prettier"
static_status=0
static_seconds=0
for name in typecheck eslint prettier; do
  finish_job "$name" || static_status=1
  [ "$job_seconds" -gt "$static_seconds" ] && static_seconds=$job_seconds
done
done_stage "Static checks" "$static_seconds" "$static_status"

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
  // The failures again at the very end, where a log cut to its tail still shows them.
  const failures = [];
  const firstLine = (message) => String(message ?? "").split("\n").find((line) => line.trim()) ?? "";
  for (const file of v?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failures.push(`${file.name.replace(process.cwd() + "/", "")} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  const failedSpecs = (suite) => { for (const s of suite.suites ?? []) failedSpecs(s); for (const spec of suite.specs ?? []) for (const t of spec.tests) if (t.status === "unexpected") failures.push(`${spec.file} › ${spec.title} [${t.projectName}]: ${firstLine(t.results.at(-1)?.error?.message)}`); };
  for (const s of p?.suites ?? []) failedSpecs(s);
  if (failures.length) console.log("\nFailed tests:\n" + failures.map((line) => `   ${line.slice(0, 400)}`).join("\n"));
' "$work/vitest.json" "$work/playwright.json"
echo
printf -- '-- total: %s s\n' "$(seconds "$run_started")"
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed: ${failed_stages[*]}"
  echo "npm test: ${passed} passed, ${failed} failed"
  exit 1
fi
echo "npm test: ${passed} passed, ${failed} failed"
