import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../scripts/lib/server-process.mjs';
import { E2E_ADMIN } from './fixtures';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the built server (`apps/server/dist`) once for the whole browser-test run. */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: `npm run build` (npm test does this for you).');
  }
  const server = await startServer({
    from: 'build',
    output: 'inherit',
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
