#!/usr/bin/env bash
# Every test, phase by phase: the browser, type check, lint, unit tests, a production build and the
# end-to-end tests. Prints how long each phase took, also when one fails.
set -euo pipefail
cd "$(dirname "$0")/.."
summary=()
report() {
  local status=$?
  if [ ${#summary[@]} -gt 0 ]; then
    echo
    echo "Phases:"
    printf '  %s\n' "${summary[@]}"
  fi
  exit $status
}
trap report EXIT
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name: $*"
  "$@"
  summary+=("$(printf '%-10s %4ss' "$name" $((SECONDS - start)))")
}
phase browser bash e2e/install-browser.sh
phase typecheck npm run -s typecheck
phase lint npm run -s lint
phase unit npm run -s test:unit
phase build npm run -s build
phase e2e npm run -s test:e2e
