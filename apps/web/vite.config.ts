import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspHashes } from './build/csp-hashes.ts';
import { landingPrerender } from './build/landing-prerender.ts';

const api = process.env.LEXATO_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    landingPrerender(),
    cspHashes(),
  ],
  server: { proxy: { '/api': api, '/trpc': api, '/healthz': api } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
