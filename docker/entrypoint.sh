#!/bin/sh
# At container start: pick the nginx site of this app kind; the host also gets remotes.json
# from the environment (never baked in at build time).
set -e
if [ "$APP_KIND" = "host" ]; then
  cp /etc/nginx/conf.d/host.conf /etc/nginx/conf.d/site.conf
  cat > /usr/share/nginx/html/remotes.json <<JSON
{"player":"${REMOTE_PLAYER_URL}","scheduler":"${REMOTE_SCHEDULER_URL}","video":"${REMOTE_VIDEO_URL}","curator":"${REMOTE_CURATOR_URL}"}
JSON
else
  cp /etc/nginx/conf.d/remote.conf /etc/nginx/conf.d/site.conf
fi
rm -f /etc/nginx/conf.d/host.conf /etc/nginx/conf.d/remote.conf
