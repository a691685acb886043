#!/bin/sh
# The host's one remote list: remotes.json (manifest URLs) and the CSP's script/connect origins
# (conf.d/remote-origins.conf, a map read by host-headers.inc) are always written together.
#   (no argument)  container start (/docker-entrypoint.d): pick the nginx site of this app
#                  kind; the host writes remotes.json from REMOTE_*_URL (or keeps one mounted
#                  read-only: then only the CSP map is written) and derives the CSP origins.
#   remotes        write remotes.json from REMOTE_*_URL and the origins (no nginx).
#   apply          after editing remotes.json in place: derive the origins, reload nginx
#                  (`docker exec <host> fund-remotes apply`): a remote moves without a restart.
# The releases volume's remotes.json ($RELEASES_DIR, docker-compose.yml), when there is one, is
# the list scripts/deploy.mjs points at each release: nginx serves it as /remotes.json and the
# CSP origins come from it (the image's own is the fallback).
set -e
HTML_DIR=${HTML_DIR:-/usr/share/nginx/html}
CONF_DIR=${CONF_DIR:-/etc/nginx/conf.d}
RELEASES_DIR=${RELEASES_DIR:-/srv/releases}

remote_list() {
  if [ -f "$RELEASES_DIR/remotes.json" ]; then echo "$RELEASES_DIR/remotes.json"; else echo "$HTML_DIR/remotes.json"; fi
}

write_remotes_json() {
  # A remotes.json mounted read-only (or otherwise not ours to write) is the list: kept as is,
  # only the CSP map is derived from it.
  if [ -e "$HTML_DIR/remotes.json" ] && [ ! -w "$HTML_DIR/remotes.json" ]; then
    echo "fund-remotes: $HTML_DIR/remotes.json is read-only: kept (REMOTE_*_URL ignored)"
    return 0
  fi
  json=""
  for name in player scheduler video curator backoffice; do
    upper=$(echo "$name" | tr a-z A-Z)
    eval "url=\${REMOTE_${upper}_URL:-}"
    [ -n "$url" ] && json="$json${json:+,}\"$name\":\"$url\""
  done
  if [ -n "$json" ]; then
    echo "{$json}" > "$HTML_DIR/remotes.json.tmp"
    mv "$HTML_DIR/remotes.json.tmp" "$HTML_DIR/remotes.json"
  fi
}

write_origins() {
  # scheme://host[:port] of every URL in remotes.json, once; nothing else can reach the config.
  origins=$(grep -oE '"https?://[A-Za-z0-9.:-]+' "$(remote_list)" | tr -d '"' | sort -u | tr '\n' ' ')
  printf 'map $host $fund_remote_origins { default "%s"; }\n' "${origins% }" > "$CONF_DIR/remote-origins.conf"
}

case "${1:-start}" in
  start)
    if [ "$APP_KIND" = "host" ]; then
      cp "$CONF_DIR/host.conf" "$CONF_DIR/site.conf"
      write_remotes_json
      write_origins
    else
      cp "$CONF_DIR/remote.conf" "$CONF_DIR/site.conf"
    fi
    rm -f "$CONF_DIR/host.conf" "$CONF_DIR/remote.conf"
    ;;
  remotes)
    write_remotes_json
    write_origins
    ;;
  apply)
    write_origins
    ${NGINX_RELOAD:-nginx -s reload}
    ;;
  *)
    echo "usage: $0 [remotes|apply]" >&2
    exit 2
    ;;
esac
