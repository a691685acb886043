#!/bin/sh
# The base backups of docker-compose.backup.yml's `pg-backup` service: the stanza once, a full backup
# at once when there is none, then every day a differential one and on Sundays a full one.
# pgBackRest expires what the retention of pgbackrest.conf no longer needs after each backup.
set -eu
until pg_isready -h /var/run/postgresql -U fund -d fund >/dev/null 2>&1; do sleep 2; done
pgbackrest --stanza=fund stanza-create
pgbackrest --stanza=fund check
pgbackrest --stanza=fund info --output=json | grep -q '"type":"full"' || pgbackrest --stanza=fund --type=full backup
while true; do
  sleep 86400
  if [ "$(date +%u)" = 7 ]; then pgbackrest --stanza=fund --type=full backup
  else pgbackrest --stanza=fund --type=diff backup
  fi
done
