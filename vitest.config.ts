import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each package's tests sit next to its code.
export default defineConfig({
  test: {
    include: [
      '{apps,packages,scripts}/**/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      // Build tooling next to a workspace's config (apps/web/precompress.ts).
      'apps/*/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
