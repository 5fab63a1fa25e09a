import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longestFirst } from './verify-order';

describe('the order packages are verified in', () => {
  let root: string;
  const dir = (name: string) => path.join(root, name);
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-order-'));
    const packages: [string, { timeLimitMs?: number } | null, boolean][] = [
      ['a-no-slow', { timeLimitMs: 5000 }, false],
      ['b-slow-1s', { timeLimitMs: 1000 }, true],
      ['c-slow-default', {}, true],
      ['d-slow-3s', { timeLimitMs: 3000 }, true],
      ['e-broken', null, true],
      ['f-slow-1s', { timeLimitMs: 1000 }, true],
    ];
    for (const [name, manifest, slow] of packages) {
      await fs.mkdir(path.join(dir(name), 'slow'), { recursive: true });
      if (manifest)
        await fs.writeFile(path.join(dir(name), 'problem.json'), JSON.stringify(manifest));
      if (slow) await fs.writeFile(path.join(dir(name), 'slow/slow.cpp'), 'int main(){}\n');
    }
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('starts with the longest slow-solution time-outs and keeps ties in their order', async () => {
    const names = [
      'a-no-slow',
      'b-slow-1s',
      'c-slow-default',
      'd-slow-3s',
      'e-broken',
      'f-slow-1s',
    ];
    const ordered = await longestFirst(names.map(dir));
    expect(ordered.map((entry) => path.basename(entry))).toEqual([
      'd-slow-3s',
      'c-slow-default', // 2 s, the default limit
      'b-slow-1s',
      'f-slow-1s',
      'a-no-slow',
      'e-broken', // no problem.json: verified last, where reading it reports why
    ]);
  });
});
