import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Patience for a busy 2-core machine: a property test that takes 0.6 s on a quiet one took over 5 s (the
    // default) at a load average of 15-20. Tests are bounded by their counts; these limits only catch a hang.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core. Vitest's default leaves one core to its main process (one worker on a 2-core machine),
    // which mostly waits while the workers run: the unit suite took 473 s on one worker in CI.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'docs/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contracts/provider/**/*.test.ts',
          ],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.pact.test.ts'],
          setupFiles: ['src/test-setup.ts'],
          fileParallelism: false,
          testTimeout: 30000,
        },
      },
    ],
  },
});
