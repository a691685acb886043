# One image per app: build it with pnpm, serve its dist with nginx.
FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10
WORKDIR /src
COPY . .
ARG APP
RUN pnpm install --frozen-lockfile && pnpm --filter "./${APP}" run build

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
RUN chmod +x /docker-entrypoint.d/40-fund.sh && rm /etc/nginx/conf.d/default.conf
