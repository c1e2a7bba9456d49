#!/usr/bin/env bash
# npm run typecheck: the five TypeScript projects in two lanes, the web app beside the rest. One
# after another they left a core idle for a minute of every suite run on a 2-core machine.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc

"$tsc" -p apps/web &
web=$!
status=0
for project in packages/contract apps/server e2e bench; do
  "$tsc" -p "$project" || status=1
done
wait "$web" || status=1
exit "$status"
