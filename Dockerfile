# The production image: one Node process serving the API and the built web app.
#   docker build -t directory .
#   docker compose up -d          (compose.yaml: PostgreSQL, Redis, object storage, the app)
# Settings come from the environment at run time (README, "Production"); none are baked in.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: the lockfile and every workspace's package.json, for both stages' npm ci ----
# They come first, so the dependency layers are reused until they change. npm ci checks the
# lockfile against every workspace, so each workspace's package.json is there (e2e too).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# ---- build: every dependency (dev too), then contract, web app and server ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
# Only the three workspaces the build needs are installed.
RUN npm ci --include-workspace-root \
      --workspace=packages/contract --workspace=apps/server --workspace=apps/web
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- runtime: production dependencies of the server and the contract, and built files ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=manifests /app ./
# Only the server's runtime dependencies (and @app/contract, a workspace link). The native
# modules need no compiler: sharp's binaries come as @img/* packages for this platform, and
# argon2 loads its prebuilt binary (node-gyp-build) whether or not its install script ran.
# The check below fails the build if either cannot load here.
RUN npm ci --omit=dev --workspace=apps/server --workspace=packages/contract \
    && npm cache clean --force \
    && cd apps/server \
    && node --input-type=module -e "await import('argon2'); await import('sharp'); await import('pg-boss')"
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: generated secrets and, without DATABASE_URL or S3_BUCKET, the embedded database
# and the images. Owned by the unprivileged user the server runs as.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /readyz: 200 when the database answers. Slim images have no curl; Node's fetch does it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches Node directly (no shell): the server finishes requests in flight and exits.
CMD ["node", "apps/server/dist/server.js"]
