# Cimenta for production (DEPLOY.md): built in one stage, run from a small non-root one.
# docker build -t cimenta . && docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… cimenta

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first (cached while only sources change).
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (browser bundle + server renderer) and the API compiled to JavaScript.
RUN npm run build \
  # Only what runs: production dependencies of the API and the web's server renderer.
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# glibc hands blocks of 64 KB and more (every search bitset, ~125 KB at 1,000,000 companies) from
# mmap and gives them back when freed, instead of keeping them in its arenas: −127 MB of RSS after
# the same 15,000 requests at 1,000,000, no measured cost (BENCHMARKS.md, issue 17).
ENV MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared ./packages/shared
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM goes to node itself (no npm in between): it drains within 10 s (README "Operations").
CMD ["node", "apps/api/dist/server.js"]
