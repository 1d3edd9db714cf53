#!/usr/bin/env bash
# Installs the Debian packages the tests need that npm cannot: chromium (browser tests) and
# postgresql (the server-backed integration run), redis-server (the shared frequency-cap tests). As root it installs them; otherwise it stops
# with the exact command to run.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[ "${NEED_POSTGRES:-0}" = 1 ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Run: sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-liberation >/dev/null
