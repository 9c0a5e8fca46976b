/**
 * What bench/instance.bench.ts runs against: a production build of the SPA, served by `vite preview`, and the
 * mock server with the fixtures, both on free ports of 127.0.0.1. The build goes to dist-bench-instance/
 * (skip it with BENCH_SKIP_BUILD=1 when that folder is fresh).
 */
import type { AddressInfo } from 'node:net';
import { build, preview, type PreviewServer } from 'vite';
import { createMockServer } from '../mock-server/app';

export const BENCH_OUT_DIR = 'dist-bench-instance';

export interface BenchServers {
  appUrl: string;
  close(): Promise<void>;
}

export async function startBenchServers(): Promise<BenchServers> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: BENCH_OUT_DIR, sourcemap: false } });
  }
  const mock = createMockServer({ dataFile: null });
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  const mockUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  // vite.config.ts reads the proxy target when it is loaded.
  process.env.GRIDWORK_API_TARGET = mockUrl;
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir: BENCH_OUT_DIR },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const address = server.httpServer.address() as AddressInfo;
  return {
    appUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      await mock.close();
    },
  };
}
