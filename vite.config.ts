import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Where `/api` (HTTP and the SignalR WebSocket) is proxied in dev and preview. 127.0.0.1, not localhost: the
 * mock server listens on IPv4 loopback only, and localhost may resolve to ::1 first.
 */
const apiTarget = process.env.GRIDWORK_API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, proxy },
  // The manifest lets scripts/report-bundle-size.mjs follow what each first page loads.
  build: { sourcemap: true, chunkSizeWarningLimit: 1500, manifest: true },
});
