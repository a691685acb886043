#!/usr/bin/env bash
# docker-compose.yml is checked for real (issue 37): with every required variable set,
# `config -q` must pass; without each one of them, it must fail. Exits non-zero on the first
# surprise, so `.ci/run` (set -e) goes red.
#   scripts/docker/check-compose.sh [compose file]     (default: docker-compose.yml)
# The required variables are REQUIRED below, and exactly them are the file's `${NAME:?…}` (a
# secret that gained a default, or a new required variable nobody listed, fails). Each run sees
# only them (no caller environment, no .env file), so an operator's exported secrets change nothing.
set -euo pipefail
FILE=${1:-docker-compose.yml}
if [ -n "${COMPOSE:-}" ]; then read -r -a compose <<<"$COMPOSE"
elif command -v docker-compose >/dev/null; then compose=(docker-compose)
elif command -v docker >/dev/null && docker compose version >/dev/null 2>&1; then compose=(docker compose)
else
  echo "check-compose: neither docker-compose nor docker compose is installed" >&2
  exit 2
fi

# The variables docker-compose.yml must refuse to start without (docs/deploy.md "First deploy").
REQUIRED="JWT_SECRET POSTGRES_PASSWORD S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY"
read -r -a required <<<"$REQUIRED"
in_file=$(grep -oE '\$\{[A-Za-z_][A-Za-z0-9_]*:\?' "$FILE" | sed -E 's/^\$\{//; s/:\?$//' | sort -u | tr '\n' ' ')
if [ "${in_file% }" != "$(tr ' ' '\n' <<<"$REQUIRED" | sort | tr '\n' ' ' | sed 's/ $//')" ]; then
  echo "check-compose: $FILE requires \${NAME:?} of [${in_file% }], the list is [$REQUIRED]" >&2
  exit 1
fi
# Long enough for every rule of the stack (JWT_SECRET >= 32 characters, MinIO >= 8).
VALUE=check-compose-0123456789abcdef0123456789abcdef

# An empty env file instead of the project's .env (docker-compose 1.x wants a real file).
empty=$(mktemp)
trap 'rm -f "$empty"' EXIT
extra=() # more compose options (the `ha` check below)
config() { # config NAME=VALUE... : `config -q` in a clean environment
  env -i PATH="$PATH" HOME="${HOME:-/tmp}" "$@" "${compose[@]}" --env-file "$empty" -f "$FILE" "${extra[@]}" config -q
}

all=()
for name in "${required[@]}"; do all+=("$name=$VALUE"); done
if ! config "${all[@]}"; then
  echo "check-compose: $FILE is refused with every required variable set (${required[*]})" >&2
  exit 1
fi
echo "check-compose: $FILE is valid with ${required[*]}"

# The `ha` profile (pg_auto_failover), with docker-compose.ha.yml when it is beside the file (the
# API replicas on the nodes): valid with the same variables, its own passwords being `${X:-}`.
ha_file="$(dirname "$FILE")/docker-compose.ha.yml"
extra=(--profile ha)
with="the ha profile"
if [ -f "$ha_file" ]; then
  extra=(-f "$ha_file" --profile ha)
  with="the ha profile and docker-compose.ha.yml"
fi
if ! config "${all[@]}"; then
  echo "check-compose: $FILE is refused with $with" >&2
  exit 1
fi
echo "check-compose: $FILE is valid with $with"

# The backups overlay (pgBackRest into the object storage, docs/deploy.md "Durability"), when it is
# beside the file: valid with the same variables (its keys are the base file's required ones).
backup_file="$(dirname "$FILE")/docker-compose.backup.yml"
if [ -f "$backup_file" ]; then
  extra=(-f "$backup_file")
  if ! config "${all[@]}"; then
    echo "check-compose: $FILE with docker-compose.backup.yml is refused with every required variable set" >&2
    exit 1
  fi
  echo "check-compose: $FILE is valid with docker-compose.backup.yml"
fi

# Without each required variable: refused, and for that variable (last: each run is a compose start,
# the slow part, and a file refused above already failed).
extra=()
for name in "${required[@]}"; do
  rest=()
  for other in "${required[@]}"; do [ "$other" = "$name" ] || rest+=("$other=$VALUE"); done
  if err=$(config "${rest[@]}" 2>&1); then
    echo "check-compose: $FILE starts without $name; it must refuse to" >&2
    exit 1
  fi
  # Refused for this variable, not for something else.
  if ! grep -q "$name" <<<"$err"; then
    echo "check-compose: without $name, $FILE is refused for another reason: $err" >&2
    exit 1
  fi
  echo "check-compose: refused without $name"
done
