#!/usr/bin/env bash
# pg_auto_failover in docker-compose's `ha` profile (docs/deploy.md "Durability"):
#   pg-ha-start monitor   the monitor (service pg-monitor)
#   pg-ha-start node      a PostgreSQL node (pg-node-1, pg-node-2); its name is the container's hostname
# Passwords come from the environment into a .pgpass (0600; libpq reads it for pg_autoctl, for
# pg_basebackup and for the standby's replication connection), never into a command line; every
# network rule pg_autoctl writes is scram-sha-256 over TLS (self-signed), never `trust`.
#   PG_AUTOCTL_MONITOR_PASSWORD  the monitor's autoctl_node (set on the monitor at each start)
#   PG_REPLICATION_PASSWORD      pgautofailover_replicator (set on the primary at each start)
#   POSTGRES_PASSWORD            the API's user `fund` (nodes; created on the primary, owns `fund`)
# `pg_autoctl create … --run` is what pg_auto_failover's own compose example runs at every start:
# it creates the node the first time (a standby: pg_basebackup from the primary) and runs it after.
set -euo pipefail
role=${1:-}
case "$role" in
  monitor) need=(PG_AUTOCTL_MONITOR_PASSWORD) ;;
  node) need=(PG_AUTOCTL_MONITOR_PASSWORD PG_REPLICATION_PASSWORD POSTGRES_PASSWORD) ;;
  *)
    echo "usage: pg-ha-start monitor|node" >&2
    exit 2
    ;;
esac
for name in "${need[@]}"; do
  if [ -z "${!name:-}" ]; then
    echo "pg-ha-start: set $name (required with --profile ha, docs/deploy.md)" >&2
    exit 1
  fi
done

umask 077
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
# host:port:database:user:password, with ':' and '\' escaped.
esc() { sed 's/[\\:]/\\&/g' <<<"$1"; }
{
  echo "*:*:pg_auto_failover:autoctl_node:$(esc "$PG_AUTOCTL_MONITOR_PASSWORD")"
  if [ "$role" = node ]; then echo "*:*:*:pgautofailover_replicator:$(esc "$PG_REPLICATION_PASSWORD")"; fi
} >"$PGPASSFILE"

host=$(hostname)
common=(--pgdata "$PGDATA" --pgport 5432 --hostname "$host" --auth scram-sha-256 --ssl-self-signed --run)
if [ "$role" = monitor ]; then
  pg_autoctl create monitor "${common[@]}" &
else
  # Synchronous: both nodes are in the replication quorum, so with two nodes the primary runs
  # synchronous_standby_names = 'ANY 1 (…)' (number_sync_standbys 0, the only value two nodes
  # allow): a commit is acknowledged once the standby has it too.
  pg_autoctl create postgres "${common[@]}" --name "$host" --dbname fund --pg-hba-lan \
    --monitor "postgres://autoctl_node@pg-monitor:5432/pg_auto_failover?sslmode=require" \
    --replication-quorum true --candidate-priority 50 &
fi
keeper=$!
trap 'kill -TERM "$keeper" 2>/dev/null || true' TERM INT

# The passwords (and the API's user), once the local server answers; a standby gets them from
# its primary by replication. Repeated at every start, so a changed variable takes effect.
if [ "$role" = monitor ]; then
  sql() {
    psql -X -q -v ON_ERROR_STOP=1 -d pg_auto_failover <<'SQL'
\getenv pw PG_AUTOCTL_MONITOR_PASSWORD
ALTER ROLE autoctl_node PASSWORD :'pw';
SQL
  }
else
  sql() {
    psql -X -q -v ON_ERROR_STOP=1 -d fund <<'SQL'
\getenv repl PG_REPLICATION_PASSWORD
\getenv app POSTGRES_PASSWORD
SELECT NOT pg_is_in_recovery() AS is_primary \gset
\if :is_primary
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pgautofailover_replicator') THEN
    RAISE EXCEPTION 'pg_autoctl has not created pgautofailover_replicator yet';
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'fund') THEN CREATE ROLE fund LOGIN; END IF;
END $$;
ALTER ROLE pgautofailover_replicator PASSWORD :'repl';
ALTER ROLE fund PASSWORD :'app';
ALTER DATABASE fund OWNER TO fund;
\endif
SQL
  }
fi
# The API's rule: `--pg-hba-lan` opens `fund` on the LAN to the user `postgres` only, so `fund`
# gets its own (scram-sha-256, TLS, the container's own network). pg_hba.conf is each node's own.
hba() {
  [ "$role" = node ] || return 0
  local rule='hostssl "fund" "fund" samenet scram-sha-256 # the API (pg-ha-start)'
  [ -f "$PGDATA/pg_hba.conf" ] || return 1
  grep -qxF "$rule" "$PGDATA/pg_hba.conf" || echo "$rule" >>"$PGDATA/pg_hba.conf"
  psql -X -q -v ON_ERROR_STOP=1 -d postgres -c 'SELECT pg_reload_conf()'
}
until hba >/dev/null 2>&1 && sql >/dev/null 2>&1; do
  if ! kill -0 "$keeper" 2>/dev/null; then
    wait "$keeper"
    exit $?
  fi
  sleep 2
done
echo "pg-ha-start: $role $host: passwords set"
status=0
wait "$keeper" || status=$?
# A signal interrupts `wait`: let the keeper finish stopping PostgreSQL.
while kill -0 "$keeper" 2>/dev/null; do wait "$keeper" || status=$?; done
exit "$status"
