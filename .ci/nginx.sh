#!/usr/bin/env bash
# Installs Debian's nginx (and openssl) when missing, for the test of the production shape
# (deploy/production.test.ts), which starts its own nginx with the shipped site on loopback ports.
set -euo pipefail
if [ -x /usr/sbin/nginx ] && command -v openssl >/dev/null 2>&1; then exit 0; fi
apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx openssl >&2
