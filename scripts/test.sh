#!/usr/bin/env bash
# The whole suite (npm test): type check, lint, unit + API tests on the embedded database,
# the API tests again on PostgreSQL (+ Redis) when TEST_DATABASE_URL is set, then the
# production build and the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it began, counted from the start of the suite, so a slow step shows in any log.
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$SECONDS"; }

step "Type check"
npm run --silent typecheck

step "Lint and format check, dead code"
npx biome check .
# Unused files, exports and dependencies (knip.jsonc says what is an entry and why).
npx knip --no-progress
# Code written twice: fails when the repeated share of production code grows (.jscpd.json, docs/testing.md).
npx jscpd

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # PostgreSQL is here: one run holds the web tests, the server's tests on PostgreSQL (+ Redis) and,
  # on the embedded database, those about the embedded database itself (vitest.config.ts).
  step "Web tests, the API tests on PostgreSQL${TEST_REDIS_URL:+ with Redis}, and the embedded database's own tests"
  npx vitest run
else
  step "Unit and API tests (embedded PGlite, single instance)"
  env -u TEST_REDIS_URL -u TEST_DB npx vitest run
  echo "(TEST_DATABASE_URL not set: the server's tests ran on the embedded database only)"
fi

step "Build"
npm run --silent build

step "Browser journeys (Playwright + Chromium)"
npm run --silent test:e2e
