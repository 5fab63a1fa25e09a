import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxSkipReason } from '../test-support';
import { hostCgroups } from './cgroup-driver';
import { removeStaleRunCgroups } from './cgroup-housekeeping';

const skip = sandboxSkipReason('stale run cgroup tests');
const deadPid = 2 ** 22 + 54_321; // above any pid_max, so no process has it

describe.skipIf(skip !== null)('run cgroups left by a judge process that died', () => {
  it('are removed at the next start, and a process still inside one is killed first', async () => {
    // What a SIGKILLed judge could leave behind: its run cgroups, one still holding a program
    // that missed its parent-death signal.
    const driver = hostCgroups().driver;
    if (!driver) throw new Error('a full sandbox has a cgroup driver');
    const stale = driver.parentDirs().map((parent) => join(parent, `${deadPid}-1`));
    for (const dir of stale) mkdirSync(dir, { recursive: true });
    const orphan = spawn('/bin/sleep', ['60'], { stdio: 'ignore' });
    const exited = new Promise((resolve) =>
      orphan.once('exit', (_code, signal) => resolve(signal)),
    );
    // The launcher puts a run into all of its groups (three on v1, one on v2).
    for (const dir of stale) writeFileSync(join(dir, 'cgroup.procs'), String(orphan.pid));

    await removeStaleRunCgroups(driver);

    expect(await exited).toBe('SIGKILL');
    for (const dir of stale) expect(existsSync(dir)).toBe(false);
  });
});
