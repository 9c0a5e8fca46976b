import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Where `/api` (HTTP and the SignalR WebSocket) is proxied in dev and preview. 127.0.0.1, not localhost: the
 * mock server listens on IPv4 loopback only, and localhost may resolve to ::1 first.
 */
const apiTarget = process.env.GRIDWORK_API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: apiTarget, ws: true, changeOrigin: true },
};

/**
 * `vite preview` serves the build as a production server would: the files under /assets/ carry a hash of their
 * content in their names, so a browser may keep them for good instead of asking again on every page load (its
 * default is `no-cache`, a round trip per chunk). index.html is left as it is.
 */
function immutableAssets(): Plugin {
  return {
    name: 'gridwork:immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) =>
            setHeader(name, name.toLowerCase() === 'cache-control' ? 'public, max-age=31536000, immutable' : value);
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), immutableAssets()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, proxy },
  // The manifest lets scripts/report-bundle-size.mjs follow what each first page loads.
  build: { sourcemap: true, chunkSizeWarningLimit: 1500, manifest: true },
});
