# PostgreSQL 15 with pgBackRest (Debian's package) for docker-compose.backup.yml: the server archives
# every WAL segment into the bucket (archive_command), the `pg-backup` service takes the base
# backups from the same image. docs/deploy.md "Durability".
FROM postgres:15.18-bookworm
RUN apt-get update \
  && apt-get install -y --no-install-recommends pgbackrest ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && install -d -o postgres -g postgres -m 0700 /var/lib/pgbackrest /var/log/pgbackrest /var/spool/pgbackrest
COPY docker/pgbackrest/pgbackrest.conf /etc/pgbackrest/pgbackrest.conf
COPY docker/pgbackrest/schedule.sh /usr/local/bin/pg-backup-schedule
