# The shop as one container: `docker build -t cravings . && docker run -p 3000:3000 -v cravings-data:/data cravings`
# Configure it with environment variables (README: Configuration). `npm run deploy:check` runs these same
# steps without Docker.

# 1. The build: every dependency (prebuilt: better-sqlite3 ships Node-API binaries, so no compiler is
#    needed), the compiled client and server, then the development dependencies removed again.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 2. What runs: plain node, production mode, no build tools, not root, data on a volume. It listens on
#    every interface of the container, which publishing the port needs; publish it where only the proxy
#    reaches it (`-p 127.0.0.1:3000:3000`) and set TRUST_PROXY to the proxy's address as the container
#    sees it, never a hop count (README: Behind a reverse proxy).
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 DATABASE_URL=/data/app.db OUTBOX_DIR=/data/outbox PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY . .
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "scripts/run.mjs", "start"]
