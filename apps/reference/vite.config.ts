import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // `source` makes workspace packages resolve to their TypeScript sources: no package build needed to run the app.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle-size.mjs reads it to add up each page's first-load JS.
    manifest: true,
  },
});
