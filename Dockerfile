# syntax=docker/dockerfile:1
# Sitelens: a small image that runs `sitelens serve` as a non-root user.
#   docker build -t sitelens .
#   docker run -p 8787:8787 -v sitelens-data:/data sitelens
# Several processes behind a load balancer, with PostgreSQL and Redis: see compose.yaml.

ARG NODE_IMAGE=node:24-slim

# 1. Build the web app (Vite is a development dependency).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime dependencies only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The image: sources (run by Node's type stripping, no compile step), production
#    dependencies and the built web app.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY bin ./bin
COPY src ./src
COPY --from=build /app/web/dist ./web/dist
# The embedded database (used when DATABASE_URL is unset) lives in /data, owned by `node`.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
# Node's own fetch: the slim image has no curl. 200 while the process serves (a dependency
# that is down shows as "degraded" in the body, not as unhealthy).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/api/public/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM closes gracefully: in-flight requests finish (SHUTDOWN_TIMEOUT_S, default 15 s).
STOPSIGNAL SIGTERM
CMD ["node", "bin/sitelens.js", "serve"]
