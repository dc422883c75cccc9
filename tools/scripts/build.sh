#!/usr/bin/env bash
# Builds what changed: the server packages (incremental tsc) and the web app
# (skipped when web/dist is newer than every web source).
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsc -b tsconfig.build.json
if [ ! -f web/dist/index.html ] || [ -n "$(find web/src web/index.html web/vite.config.ts -newer web/dist/index.html -print -quit 2>/dev/null)" ]; then
  npm run build -w web --silent
fi
