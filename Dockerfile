# The portal as one image: built once in the first stage, run as a non-root user from the built app only.
# docs/deploy.md shows it with PostgreSQL and two replicas behind a proxy (compose.yaml).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` follows the lockfile (which lacks some non-Linux optional builds, so `npm ci` would refuse it).
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# What the compiled server reads at run time: its bundle and the client build, the contract (dist/api/portal.json,
# kept newer than the YAML it was made from), the migrations, and the production dependencies.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/openapi/portal.yaml ./openapi/portal.yaml
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/dist ./dist
RUN touch dist/api/portal.json \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/api/main.js"]
