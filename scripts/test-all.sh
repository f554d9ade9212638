#!/usr/bin/env bash
# Every test, phase by phase: the browser, lint beside a production build (which type-checks the whole
# project, tests included), the unit tests, then the end-to-end tests. Prints how long each phase took,
# also when one fails.
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
  summary+=("$(printf '%-16s %4ss' "$name" $((SECONDS - start)))")
}
# Lint runs on one core while the build's type check runs on the other; its report follows the build's.
lint_and_build() {
  local lint_log
  lint_log=$(mktemp)
  npm run -s lint >"$lint_log" 2>&1 &
  local lint=$!
  local built=0
  npm run -s build || built=$?
  local linted=0
  wait "$lint" || linted=$?
  echo "-- lint"
  cat "$lint_log"
  rm -f "$lint_log"
  [ "$linted" -eq 0 ] && [ "$built" -eq 0 ]
}
phase browser bash e2e/install-browser.sh
phase "lint + build" lint_and_build
phase unit npm run -s test:unit
phase e2e npm run -s test:e2e
