# Multi-stage build: dependencies, then a small runtime image running as a non-root user.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN useradd --system --uid 10001 arcs && mkdir -p /app/data && chown arcs /app/data
USER arcs
CMD ["npm", "start"]
