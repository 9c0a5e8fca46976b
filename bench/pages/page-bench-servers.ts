/**
 * What the page benchmarks run against: a production build of the SPA with the two bare baseline pages
 * and the SurveyJS peer (bench/baseline/) beside it, served by `vite preview`, and the mock server seeded with the benchmark forms, both on
 * free ports of 127.0.0.1. Building takes a minute: BENCH_SKIP_BUILD=1 reuses dist-bench/.
 */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { build, preview } from 'vite';
import type { SeedData } from '../../fixtures/types';
import { createMockServer } from '../../mock-server/app';
import { benchSeed } from './bench-forms';

export const BENCH_OUT_DIR = process.env.BENCH_DIST ?? 'dist-bench';

export interface PageBenchServers {
  appUrl: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Builds (unless BENCH_SKIP_BUILD=1 or `buildFirst` is false), then serves the build beside a mock server seeded
 * with `seedData` (the benchmark forms by default).
 */
export async function startPageBenchServers(
  seedData: () => SeedData = benchSeed,
  buildFirst = process.env.BENCH_SKIP_BUILD !== '1',
): Promise<PageBenchServers> {
  if (buildFirst) {
    // The app exactly as `npm run build` makes it, then the baselines beside it in a build of their own: built
    // together, the chunks they share with the app (the form engine) would split the app's chunks differently.
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      build: { outDir: BENCH_OUT_DIR, sourcemap: false },
    });
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      build: {
        outDir: BENCH_OUT_DIR,
        emptyOutDir: false,
        sourcemap: false,
        manifest: false,
        rolldownOptions: {
          input: {
            'bare-dom': 'bench/baseline/bare-dom.html',
            'bare-react': 'bench/baseline/bare-react.html',
            surveyjs: 'bench/baseline/surveyjs.html',
          },
        },
      },
    });
  }
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  // The mock answers state-changing calls only from the SPA's origin (mock-server/origins.ts).
  const mock = createMockServer({ dataFile: null, seed: seedData, allowedOrigins: [appUrl] });
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  // vite.config.ts reads the proxy target when it is loaded.
  process.env.GRIDWORK_API_TARGET = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  const app = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir: BENCH_OUT_DIR },
    preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
  });
  return {
    appUrl,
    close: async () => {
      await app.close();
      await mock.close();
    },
  };
}
