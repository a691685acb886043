FROM node:20-bookworm-slim
RUN npm install -g pnpm@10
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile --filter @fund/api...
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000
WORKDIR /src/api
CMD ["node", "--import", "tsx", "src/server.ts"]
