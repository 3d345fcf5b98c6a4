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
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded by every page, the landing first:
          // one chunk with the entry. Left to itself the bundler splits the React and Mantine
          // internals that lazily loaded platform chunks (the charts above all) share with the
          // entry into two chunks of their own, which the landing then loads as three files
          // compressed apart: 141.0 KB gzip instead of 139.5 (e2e/landing-bundle.e2e.test.ts).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
