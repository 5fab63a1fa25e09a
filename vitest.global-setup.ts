import { ensurePgliteTemplate } from './apps/server/src/test-support/pglite-template';

/** Builds the migrated PGlite template once, before any test worker needs it. */
export default async function setup() {
  await ensurePgliteTemplate();
}
