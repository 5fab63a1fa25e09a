import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxSkipReason } from '../test-support';
import { hostCgroups } from './cgroup-driver';
import { freezerMounted } from './cgroups';

const skip = sandboxSkipReason('cgroup teardown tests');

describe('the v1 freezer', () => {
  it('is found in the mount table only where the other controllers are', () => {
    const line = (point: string, options: string) => `cgroup ${point} cgroup rw,${options} 0 0`;
    expect(freezerMounted(line('/sys/fs/cgroup/freezer', 'relatime,freezer'))).toBe(true);
    expect(freezerMounted(line('/sys/fs/cgroup/memory', 'relatime,memory'))).toBe(false);
    expect(freezerMounted(line('/mnt/freezer', 'freezer'))).toBe(false);
  });
});

describe.skipIf(skip !== null)('killing a run group', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never signals a pid unless the group is frozen (or killed whole by cgroup.kill)', async () => {
    const driver = hostCgroups().driver;
    if (!driver) throw new Error('a full sandbox has a cgroup driver');
    const group = driver.prepare();
    group.setLimits({ memoryKb: 64 * 1024, pids: 64 });
    const dirs = group.procsFiles.map((file) => dirname(file));
    // A shell with 24 children, in the group before its first fork, spinning until killed. (Not
    // a fork bomb against pids.max: the shell itself exits when a fork is refused.)
    const script = 'read go; for i in $(seq 24); do /bin/sleep 600 & done; while :; do :; done';
    const bomb = spawn('/bin/sh', ['-c', script], { stdio: ['pipe', 'ignore', 'ignore'] });
    const exited = new Promise((resolve) => bomb.once('exit', (_code, signal) => resolve(signal)));
    for (const file of group.procsFiles) writeFileSync(file, String(bomb.pid));
    bomb.stdin.write('go\n');
    const tasks = () => readFileSync(group.procsFiles[0] as string, 'utf8').split('\n').length - 1;
    for (let i = 0; i < 6000 && tasks() < 20; i++) await delay(10);
    expect(tasks()).toBeGreaterThanOrEqual(20);

    // The state of the run's freezer at each signal (v1), or of cgroup.freeze (v2 without
    // cgroup.kill); with cgroup.kill nothing is signalled by pid at all.
    const freezer = dirs.find((dir) => existsSync(join(dir, 'freezer.state')));
    const kill = process.kill.bind(process);
    const statesAtKill: string[] = [];
    vi.spyOn(process, 'kill').mockImplementation((pid, signal) => {
      if (freezer) statesAtKill.push(readFileSync(join(freezer, 'freezer.state'), 'utf8').trim());
      else if (existsSync(join(dirs[0] as string, 'cgroup.freeze'))) {
        statesAtKill.push(readFileSync(join(dirs[0] as string, 'cgroup.freeze'), 'utf8').trim());
      }
      return kill(pid, signal);
    });

    await group.killAll();

    expect(await exited).toBe('SIGKILL');
    expect(tasks()).toBe(0);
    if (driver.version === 'v1' && freezer) {
      expect(statesAtKill.length).toBeGreaterThan(0);
      expect(new Set(statesAtKill)).toEqual(new Set(['FROZEN']));
    }
    if (driver.version === 'v2' && existsSync(join(dirs[0] as string, 'cgroup.kill'))) {
      expect(statesAtKill).toEqual([]);
    }
    if (driver.version === 'v2') expect(new Set(statesAtKill)).not.toContain('0');
    vi.restoreAllMocks();
    await group.remove();
    for (const dir of dirs) expect(existsSync(dir)).toBe(false);
  });
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
