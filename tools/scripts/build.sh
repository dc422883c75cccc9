#!/usr/bin/env bash
# Builds what changed: the server packages (incremental tsc) and the web app
# (skipped when web/dist is newer than every web source).
set -euo pipefail
cd "$(dirname "$0")/../.."
# Types generated from the schemas (codegen.ts). npm test checks instead of
# writing, so a stale committed file fails the run rather than being fixed quietly.
if [ "${ZEST_CODEGEN:-write}" = "check" ]; then
  npx graphql-codegen --config codegen.ts --check >/dev/null 2>&1 \
    || { echo "Generated types are stale: run 'npm run codegen' and commit the result." >&2; exit 1; }
else
  npx graphql-codegen --config codegen.ts --silent
fi
npx tsc -b tsconfig.build.json
if [ ! -f web/dist/index.html ] || [ -n "$(find web/src web/index.html web/order.html web/vite.config.ts web/vite.order.config.ts web/vite.shared.ts services/pricing/src -newer web/dist/index.html -print -quit 2>/dev/null)" ]; then
  npm run build -w web --silent
fi
