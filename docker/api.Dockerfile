# The API, compiled: build with the workspace's dev tools, run only the bundle (+ PGlite, kept
# external for its wasm files) on a slim Node. Migrations run at every start; ADMIN_USERNAME +
# ADMIN_PASSWORD create the first staff user on an empty database (docs/deploy.md).
FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10
WORKDIR /src
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY api/package.json api/
COPY shared/package.json shared/
RUN pnpm install --frozen-lockfile --filter @fund/api...
COPY tsconfig.base.json ./
COPY shared shared
COPY api api
RUN pnpm --filter @fund/api run build \
  && mkdir -p /out/node_modules/@electric-sql \
  && cp -rL api/node_modules/@electric-sql/pglite /out/node_modules/@electric-sql/pglite \
  && sharp_deps="$(dirname "$(readlink -f api/node_modules/sharp)")" \
  && for d in "$sharp_deps"/*; do [ "$(basename "$d")" = @types ] || cp -rL "$d" /out/node_modules/; done \
  && cp -r api/dist /out/dist && cp -r api/media /out/media

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000 DATA_DIR=/data VIDEO_MEDIA_DIR=/app/media
WORKDIR /app
COPY --from=build /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.js"]
