#!/usr/bin/env bash
# npm run cluster: the platform on several hosts on this machine (tools/cluster/cluster.ts). Installs what
# it needs beside npm start's (HAProxy, PgBouncer; redis-server), builds, then starts it.
set -euo pipefail
cd "$(dirname "$0")/../.."
ZEST_NEED_CLUSTER=1 bash tools/scripts/ensure-deps.sh
bash tools/scripts/build.sh
exec node --import tsx tools/cluster/cluster.ts
