import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Patience for a busy 2-core machine: a property test that takes 0.6 s on a quiet one took over 5 s (the
    // default) at a load average of 15-20. Tests are bounded by their counts; these limits only catch a hang.
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
