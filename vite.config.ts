import { defineConfig, type Plugin } from 'vite';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { appSecurityHeaders } from './scripts/app-security-headers.ts';
import { chunkNamer } from './scripts/chunk-plan.ts';
import hotPages from './scripts/hot-pages.json' with { type: 'json' };

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
            setHeader(
              name,
              name.toLowerCase() === 'cache-control' ? 'public, max-age=31536000, immutable' : value,
            );
        }
        next();
      });
    },
  };
}

const fromRoot = (path: string) => resolve(import.meta.dirname, path);

/**
 * The pages whose code the chunk plan groups (scripts/chunk-plan.ts, ADR 0010), each with its area's modules and its
 * own code: a signed-in member's first page (the form list), the form instance page and the designer. The list is
 * scripts/hot-pages.json, which scripts/report-bundle-size.mjs reads too.
 */
const HOT_PAGES = hotPages.map(({ name, roots }) => ({ name, roots: roots.map(fromRoot) }));

/**
 * React Router's exports map names only its development build (`dist/development`, with `ENABLE_DEV_WARNINGS = true`)
 * and gives the bundler no production condition, so a build would ship its dev warnings (issue 36 #3). The build
 * points the two entries react-router-dom imports at the production files the package ships beside them; dev,
 * Vitest (vitest.config.ts) and the mock server keep the development build and its warnings.
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), immutableAssets()],
  resolve: { alias: command === 'build' ? routerProductionBuild : [] },
  // The SPA injects every dependency with @inject and reads no `design:` metadata, so its build emits none
  // (0.05 MiB of the instance page's heap, docs/performance.md). Vitest (vitest.config.ts) and the mock server keep
  // tsconfig's emitDecoratorMetadata: the mock server's class-transformer reads `design:type`.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  // Security headers on every page and asset (scripts/app-security-headers.ts): a relaxed CSP for HMR in dev, the
  // strict one for the preview, which serves the build as production would.
  server: { port: 5173, strictPort: true, proxy, headers: appSecurityHeaders('dev') },
  preview: {
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
    proxy,
    headers: appSecurityHeaders('preview'),
  },
  // The manifest lets scripts/report-bundle-size.mjs follow what each first page loads.
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The plan places every module a planned module imports (the platform, or a chunk of the same hot pages or
          // more), so no group needs to pull in its dependencies.
          includeDependenciesRecursively: false,
          groups: [{ name: chunkNamer(fromRoot('src/ui/main.tsx'), HOT_PAGES), debugName: 'chunk-plan' }],
        },
      },
    },
  },
}));
