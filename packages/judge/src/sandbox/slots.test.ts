import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimUidBlock } from './slots';

describe('claiming a block of sandbox uids', () => {
  const lockDir = mkdtempSync(join(tmpdir(), 'grindstone-uid-blocks-'));
  afterAll(() => rmSync(lockDir, { recursive: true, force: true }));

  it('never gives two live processes the same block', () => {
    const first = claimUidBlock(lockDir, process.pid);
    const second = claimUidBlock(lockDir, process.pid);
    expect(second).not.toBe(first);
    expect(first).toBeGreaterThanOrEqual(100_000);
  });

  it('takes over a block whose owner has died', () => {
    const deadPid = 2 ** 22 + 12_345; // above pid_max's default, so no process has it
    const block = deadPid % 1000;
    const base = claimUidBlock(lockDir, deadPid);
    expect(base).toBe(100_000 + block * 64);
    writeFileSync(join(lockDir, String(block), 'pid'), String(deadPid));
    expect(claimUidBlock(lockDir, deadPid)).toBe(base);
  });
});
