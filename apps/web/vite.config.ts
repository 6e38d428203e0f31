import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractEndpoints } from './vite/contract-endpoints.ts';
import { precompress } from './vite/precompress.ts';

const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));

export default defineConfig({
  base: '/m/',
  plugins: [react(), contractEndpoints(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The contract's modules only declare schemas and constants. Saying so lets the bundler drop
      // the schemas the app never uses at run time (and zod with them) from the home route's JS.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(contractSrc) },
    },
  },
  server: {
    // `npm run dev:web` proxies the API to a server started with `npm run dev:server`.
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/assets-cdn': 'http://localhost:8080',
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
