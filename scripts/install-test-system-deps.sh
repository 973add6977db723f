#!/bin/sh
# System packages the web table's tests use: Debian's Chromium (driven by Playwright, which never
# downloads a browser of its own), fonts for it, and PostgreSQL for the store tests.
# Safe to run again: it installs only what is missing. Needs root (or sudo) on Debian/Ubuntu.
set -eu
missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
[ -d /usr/share/fonts/truetype/liberation ] || missing="$missing fonts-liberation"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$missing postgresql"
if [ -z "$missing" ]; then
    echo "system packages for the tests are already installed"
    exit 0
fi
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
run apt-get update
# shellcheck disable=SC2086 # the list is meant to split into package names
run env DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
