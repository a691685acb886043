# The API, compiled: build with the workspace's dev tools, run only the bundle (+ PGlite, kept
# external for its wasm files) on a slim Node. Migrations run at every start; ADMIN_USERNAME +
# ADMIN_PASSWORD create the first staff user on an empty database (docs/deploy.md).
# The build steps are scripts/docker/build-api.sh (CI replays this stage in a clean copy:
# scripts/docker/replay.mjs); this file only copies and calls it. Bases pinned by version and
# digest (docs/deploy.md "Images").
FROM node:22.23.3-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /src
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY scripts/docker/build-api.sh scripts/docker/
RUN scripts/docker/build-api.sh deps
COPY tsconfig.base.json ./
COPY shared shared
COPY api api
RUN scripts/docker/build-api.sh build

FROM node:22.23.3-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000 DATA_DIR=/data VIDEO_MEDIA_DIR=/app/media
WORKDIR /app
COPY --from=build /src/image /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.js"]
