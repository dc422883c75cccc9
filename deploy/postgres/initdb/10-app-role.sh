#!/usr/bin/env bash
# Runs once, when the postgres container initialises an empty data volume (docker-entrypoint-initdb.d).
# The services connect as zest_app: it may create databases (each service creates its own at start and
# owns it), but it is not a superuser, because superusers bypass PostgreSQL row-level security, the
# tenant safety net of the menu, orders and drivers databases.
# No `set -u`: where the file is not executable (a ConfigMap mount), the entrypoint sources it.
set -eo pipefail
: "${ZEST_DB_PASSWORD:?set ZEST_DB_PASSWORD for the postgres container}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_password="$ZEST_DB_PASSWORD" <<'SQL'
CREATE ROLE zest_app LOGIN CREATEDB NOSUPERUSER NOCREATEROLE NOBYPASSRLS PASSWORD :'app_password';
SQL
