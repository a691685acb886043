# One image per app: build it with pnpm, serve only its dist with nginx (no Node, no sources).
# The build steps are scripts/docker/build-app.sh (CI replays this stage in a clean copy for
# every app: scripts/docker/replay.mjs); this file only copies and calls it. Bases pinned by
# version and digest; nginx runs as an unprivileged user on port 8080 (docs/deploy.md "Images").
FROM node:22.23.3-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /src
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-player/package.json remote-player/
COPY remote-scheduler/package.json remote-scheduler/
COPY remote-video/package.json remote-video/
COPY remote-curator/package.json remote-curator/
COPY remote-backoffice/package.json remote-backoffice/
COPY scripts/docker/build-app.sh scripts/docker/
ARG APP
RUN scripts/docker/build-app.sh deps "$APP"
COPY tsconfig.base.json ./
COPY scripts scripts
COPY shared shared
COPY ${APP} ${APP}
# The commit the build records (docs/deploy.md "Which build is live"): the context has no .git.
ARG GIT_SHA=unknown
RUN scripts/docker/build-app.sh build "$APP"

FROM nginxinc/nginx-unprivileged:1.30.5-alpine@sha256:4714e0b1b2577eaa1a6131d07c958b67f0eb68e6d0521e90c6e5287db8cf0bc5
ARG APP
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
COPY docker/nginx-host.conf /etc/nginx/templates/host.conf.template
COPY docker/nginx-remote.conf /etc/nginx/templates/remote.conf.template
# Header snippets: rendered next to the sites as *.inc (not *.conf, so never included at http level).
COPY docker/nginx-host-headers.inc /etc/nginx/templates/host-headers.inc.template
COPY docker/nginx-remote-headers.inc /etc/nginx/templates/remote-headers.inc.template
COPY docker/entrypoint.sh /docker-entrypoint.d/40-fund.sh
ENV APP_KIND=remote
# The entrypoint (user nginx, uid 101) writes remotes.json into the web root; a remotes.json
# mounted over it read-only is kept (only the CSP map in conf.d is written then).
USER root
RUN chmod +x /docker-entrypoint.d/40-fund.sh && ln -s /docker-entrypoint.d/40-fund.sh /usr/local/bin/fund-remotes \
  && rm -f /etc/nginx/conf.d/default.conf \
  && chown 101 /usr/share/nginx/html && if [ -e /usr/share/nginx/html/remotes.json ]; then chown 101 /usr/share/nginx/html/remotes.json; fi
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1
