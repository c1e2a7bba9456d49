#!/usr/bin/env bash
# npm run typecheck: the five TypeScript projects, checked by TypeScript's native compiler (tsgo,
# @typescript/native-preview), which checks them in about a third of tsc's time and in parallel
# threads of its own (docs/decisions/017-type-check-with-the-native-compiler.md).
# `npm run typecheck:tsc` runs the same check with tsc, the compiler editors use.
set -uo pipefail
cd "$(dirname "$0")/.."
compiler=node_modules/.bin/${TYPECHECK_COMPILER:-tsgo}

status=0
for project in apps/web packages/contract apps/server e2e bench; do
  "$compiler" -p "$project" || status=1
done
exit "$status"
