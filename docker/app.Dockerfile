# One image per app: build it with pnpm, serve only its dist with nginx (no Node, no sources).
FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10
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
ARG APP
RUN pnpm install --frozen-lockfile --filter "./${APP}..."
COPY tsconfig.base.json ./
COPY scripts scripts
COPY shared shared
COPY ${APP} ${APP}
# One build in a clean layer: no persistent webpack cache to write (docs/deploy.md "Builds").
RUN WEBPACK_CACHE=0 pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
COPY docker/nginx-host.conf /etc/nginx/templates/host.conf.template
COPY docker/nginx-remote.conf /etc/nginx/templates/remote.conf.template
# Header snippets: rendered next to the sites as *.inc (not *.conf, so never included at http level).
COPY docker/nginx-host-headers.inc /etc/nginx/templates/host-headers.inc.template
COPY docker/nginx-remote-headers.inc /etc/nginx/templates/remote-headers.inc.template
COPY docker/entrypoint.sh /docker-entrypoint.d/40-fund.sh
ENV APP_KIND=remote
RUN chmod +x /docker-entrypoint.d/40-fund.sh && ln -s /docker-entrypoint.d/40-fund.sh /usr/local/bin/fund-remotes \
  && rm /etc/nginx/conf.d/default.conf
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD wget -q -O /dev/null http://127.0.0.1/ || exit 1
