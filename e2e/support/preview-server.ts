import { preview } from 'vite';
import { exitWithParent } from './exit-with-parent';

/** `vite preview` of the e2e build (vite.config.ts proxies /api and the hub to GRIDWORK_API_TARGET). */
const port = Number(process.env.E2E_APP_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const server = await preview({
  preview: { port, strictPort: true, open: false },
  build: { outDir },
  logLevel: 'warn',
});
console.log(`e2e app on http://localhost:${port} (from ${outDir})`);
exitWithParent(() => server.close());
