import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/m/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  server: {
    // `npm run dev:web` proxies the API to a server started with `npm run dev:server`.
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/assets-cdn': 'http://localhost:8080' },
  },
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
