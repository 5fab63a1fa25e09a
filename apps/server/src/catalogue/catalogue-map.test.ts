import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledProblemsDir, serverRoot } from '../paths';
import { catalogueMap } from './catalogue-map';

describe('docs/catalogue.md', () => {
  it('is what the bundled packages say (regenerate with `npm run problems -- map`)', async () => {
    const written = await readFile(path.resolve(serverRoot, '../../docs/catalogue.md'), 'utf8');
    expect(written).toBe(await catalogueMap(bundledProblemsDir));
  });
});
