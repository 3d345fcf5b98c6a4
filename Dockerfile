# Production image: the API serves the built web app and the /api and /trpc surfaces on one port.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build

FROM node:24-bookworm-slim
WORKDIR /app
# Memory (README, production notes): glibc returns freed blocks over 128 KiB at once, and V8's young
# generation stays at 2 × 16 MB.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "apps/api/src/server.ts"]
