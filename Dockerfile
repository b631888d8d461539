# syntax=docker/dockerfile:1
# The app as one image, built once and run as many replicas as needed (compose.yaml, docs/deploy.md). It runs the
# standalone build (next.config.mjs `output: "standalone"`): the server code and only the node_modules files it uses.
#   docker build --build-arg NEXT_DEPLOYMENT_ID=$(git rev-parse --short HEAD) -t rahhal-app .
ARG NODE_IMAGE=node:20-bookworm-slim

# Dependencies exactly as the lock file names them (development ones too: the build needs them).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# One id for every replica of this build: asset URLs and the build id in the shared caches' keys (next.config.mjs).
ARG NEXT_DEPLOYMENT_ID
RUN test -n "$NEXT_DEPLOYMENT_ID" || { echo "build with --build-arg NEXT_DEPLOYMENT_ID=<id, e.g. the commit>" >&2; exit 1; }
# With Stripe: its publishable key, which Next writes into the built code like every NEXT_PUBLIC_ value.
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=""
ENV NEXT_DEPLOYMENT_ID=$NEXT_DEPLOYMENT_ID NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=$NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build reaches no database, no Redis and no address: all of them are read when the server starts.
RUN node node_modules/next/dist/bin/next build && node scripts/standalone-bundle.mjs

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
# DATA_DIR: the embedded database when no DATABASE_URL is given, uploads with UPLOADS_STORAGE=files. Owned by the
# unprivileged user the server runs as (node, uid 1000), as is .next: Next writes regenerated pages and resized
# pictures there.
RUN mkdir /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
VOLUME /data
# Liveness only: the process answers. Readiness (/api/health/ready) is the load balancer's question.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "standalone-server.mjs"]
