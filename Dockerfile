# syntax=docker/dockerfile:1
# arcs-bot: multi-stage build — install production dependencies in one stage, run in a small
# image as a non-root user.
#   docker build -t arcs-bot .
#   docker run -e DISCORD_TOKEN=… -e DATABASE_URL=postgresql://… arcs-bot
# compose.yaml runs it next to PostgreSQL.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The lock lists every platform's optional @napi-rs/canvas binary (glibc and musl alike).
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# ARCS_TABLE_HOST is deliberately not set: without a token the local table (where anyone who can
# reach it acts as any seat) listens on the container's loopback only. To open it from the host,
# the operator opts in: `docker run -e ARCS_TABLE_HOST=0.0.0.0 -p 127.0.0.1:8787:8787 …`.
ENV NODE_ENV=production \
    ARCS_DATA_DIR=/app/data \
    ARCS_TABLE_PORT=8787
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json prisma.config.ts ./
COPY prisma ./prisma
COPY assets ./assets
COPY scripts/healthcheck.mjs ./scripts/healthcheck.mjs
COPY src ./src
RUN useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin arcs \
 && mkdir -p /app/data && chown arcs /app/data
USER arcs
# With no DATABASE_URL the embedded database lives here; mount a volume to keep it.
VOLUME ["/app/data"]
# Without DISCORD_TOKEN the container serves the local table on this port (loopback unless
# ARCS_TABLE_HOST is set, see above).
EXPOSE 8787
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# node runs the TypeScript through tsx's loader directly (no npm process in between), so stop
# signals reach the bot. Use `docker run --init` / compose `init: true` for a proper PID 1.
CMD ["node", "--import", "tsx", "src/main.ts"]
