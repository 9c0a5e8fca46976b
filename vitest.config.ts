import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mock-server/**/*.test.ts', 'fixtures/**/*.test.ts', 'docs/**/*.test.ts', 'scripts/**/*.test.ts'],
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
