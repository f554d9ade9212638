#!/usr/bin/env bash
# Installs the browser the end-to-end tests drive: Debian's Chromium (Playwright cannot download its own
# here), and its old headless shell, which the tests run as Playwright runs its own headless Chromium: the
# full browser's new headless mode spent about a quarter more CPU on the same pages.
set -euo pipefail
wanted=()
[ -x /usr/bin/chromium ] || wanted+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || wanted+=(chromium-headless-shell)
if [ ${#wanted[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${wanted[*]} and apt-get is not available: install Debian's chromium and chromium-headless-shell packages." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing ${wanted[*]} from Debian's packages…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${wanted[@]}" >/dev/null
/usr/bin/chromium-headless-shell --version
