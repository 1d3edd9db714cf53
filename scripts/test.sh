#!/usr/bin/env bash
# `npm test`: the whole suite — lint, typecheck, i18n keys, unit, integration, browser end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
step() { echo; echo "== $1"; }
step "lint";        npx eslint . --max-warnings=0
step "typecheck";   npx tsc -p tsconfig.json --noEmit
step "i18n keys";   npx tsx scripts/i18n-check.ts
step "unit";        npx vitest run --project unit
step "integration"; npx vitest run --project int
step "end-to-end";  npm run test:e2e
