#!/usr/bin/env bash
# Installs and starts a local PostgreSQL from Debian's packages, for the database tests on a real server.
# Prints the connection URL to use as TEST_DATABASE_URL.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 || true
for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q" 2>/dev/null; then break; fi
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1" >&2 <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ridedesk') THEN
    CREATE ROLE ridedesk LOGIN CREATEDB PASSWORD 'ridedesk';
  END IF;
END $$;
SQL
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = 'ridedesk'\"" | grep -q 1 || su postgres -c "createdb -O ridedesk ridedesk" >&2
echo "postgres://ridedesk:ridedesk@127.0.0.1:5432/ridedesk"
