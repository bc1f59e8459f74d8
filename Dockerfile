# syntax=docker/dockerfile:1
# The shop's production image: built once, started without building (README "Running many instances").
#   docker build -t rangrez-boutique .
#   docker run -p 3000:3000 -e JWT_SECRET=... -e DATABASE_URL=... rangrez-boutique
# Stages: the manifests; all dependencies and the build; production dependencies only; the small runtime.

# Node 22 LTS is the runtime the shop is built and shipped on (decision 039); node:24-bookworm-slim works too.
ARG NODE_IMAGE=node:22-bookworm-slim

# The workspace's manifests alone, so the dependency layers are reused until a package.json or the lock changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/
COPY packages/shared/package.json packages/shared/
COPY packages/payment-sandbox/package.json packages/payment-sandbox/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# Storefront (React Router SSR), back office (Vite) and the server bundle (esbuild).
RUN NODE_ENV=production npm run build

FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json ./
# Workspace packages are linked from node_modules/@boutique: their manifests and sources come along.
COPY --from=build /app/packages packages
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/apps/storefront/package.json apps/storefront/
COPY --from=build /app/apps/storefront/build apps/storefront/build
COPY --from=build /app/apps/admin/package.json apps/admin/
COPY --from=build /app/apps/admin/dist apps/admin/dist
# Not root: the process owns only its data folder (uploads and documents when no S3 store is set).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Ready = the database answers and the instance is not draining (GET /api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same flags as `npm run start:server`. Node runs as PID 1 and handles SIGTERM itself (drains, then exits).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--max-old-space-size=128", "apps/server/dist/server/main.mjs"]
