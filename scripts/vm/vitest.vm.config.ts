import { defineConfig } from 'vitest/config';

// The judge's tests inside the cgroup v2 VM (scripts/vm/run.sh): no global setup (the database
// template is not needed there, and an emulated CPU makes everything several times slower).
export default defineConfig({
  test: {
    include: ['packages/judge/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
