#!/usr/bin/env bash
# npm run upgrade:apollo -- <federation version> [<@apollo/server version>]
#   e.g. npm run upgrade:apollo -- 2.14.5        (or: -- 2.14.5 5.5.2)
# Moves Apollo's federation packages together to one exact version (the
# gateway's @apollo/gateway, composition, federation-internals and
# query-planner; the kit's @apollo/subgraph), and @apollo/server (the kit) when
# a second version is given; installs them, composes the supergraph again and
# builds. Then the one test run that says whether the direct road still
# answers as the plan does: npx jest gateway/test/road-contract.test.ts
# (see gateway/README.md#upgrading-apollo).
set -euo pipefail
cd "$(dirname "$0")/../.."

usage="usage: npm run upgrade:apollo -- <federation version, e.g. 2.14.5> [<@apollo/server version>]"
federation="${1:?$usage}"
server="${2:-}"
exact='^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$'
for v in "$federation" ${server:+"$server"}; do
  [[ "$v" =~ $exact ]] || { echo "$v is not an exact version. $usage" >&2; exit 1; }
done

npm install --save-exact --no-audit --no-fund --loglevel=error -w gateway \
  "@apollo/gateway@$federation" "@apollo/composition@$federation" \
  "@apollo/federation-internals@$federation" "@apollo/query-planner@$federation"
npm install --save-exact --no-audit --no-fund --loglevel=error -w services/kit \
  "@apollo/subgraph@$federation" ${server:+"@apollo/server@$server"}
npm run compose
bash tools/scripts/build.sh
echo
echo "Apollo's packages are now at $federation${server:+ (@apollo/server $server)}. Next, with a test stack's ports free:"
echo "  npx jest gateway/test/road-contract.test.ts"
echo "then npm test before the change is merged."
