import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxSkipReason } from '../test-support';
import { hostCgroups } from './cgroup-driver';
import { pidsLimitReached, refusedAtPidsMax } from './pids-events';

const skip = sandboxSkipReason('pids.events tests');

describe('pids.events', () => {
  it('counts the forks refused at pids.max on its max line', () => {
    expect(refusedAtPidsMax('max 0\n')).toBe(0);
    expect(refusedAtPidsMax('max 17\n')).toBe(17);
    expect(refusedAtPidsMax('')).toBe(0);
  });

  it('reads as not reached where the file is missing (a kernel before 4.3, a removed group)', () => {
    expect(pidsLimitReached(join('/nonexistent', 'pids.events'))).toBe(false);
  });
});

// The host's own driver on a real group: v1 here, v2 in the VM (scripts/vm runs this dir).
describe.skipIf(skip !== null)("a run group of this host's cgroup driver", () => {
  /** A shell in a fresh group with `pids` allowed, starting `children` sleeping children. */
  async function spawnChildren(pids: number, children: number) {
    const driver = hostCgroups().driver;
    if (!driver) throw new Error('a full sandbox has a cgroup driver');
    const group = driver.prepare();
    group.setLimits({ memoryKb: 64 * 1024, pids });
    // dash gives up ("Cannot fork") at the first refused fork; else it says it started them all.
    const script = `read go; i=0; while [ $i -lt ${children} ]; do /bin/sleep 600 & i=$((i+1)); done; echo started; /bin/sleep 600`;
    const shell = spawn('/bin/sh', ['-c', script], { stdio: ['pipe', 'pipe', 'ignore'] });
    for (const file of group.procsFiles) writeFileSync(file, String(shell.pid));
    const outcome = new Promise<string>((resolve) => {
      shell.stdout.on('data', (data: Buffer) => resolve(data.toString().trim()));
      shell.once('exit', () => resolve('gave up'));
    });
    shell.stdin.write('go\n');
    const said = await outcome;
    const reached = group.pidsLimitReached();
    await group.killAll();
    await group.remove();
    return { said, reached };
  }

  it('says the pids limit was reached only once a fork was refused at it', async () => {
    const [refused, room] = await Promise.all([spawnChildren(4, 8), spawnChildren(64, 8)]);
    expect(refused).toEqual({ said: 'gave up', reached: true });
    expect(room).toEqual({ said: 'started', reached: false });
  });
});
