import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cgroupRoot, cgroupV1, cpuMountedAlone, lowerRunsCpuWeight } from './cgroups';

// A co-mounted `cpu,cpuacct` hierarchy cannot be mounted next to this host's separate ones, so
// the parent group is a plain directory with the kernel's file in it (or without it).
describe('the runs CPU weight on cgroup v1', () => {
  it('is niceness 10 where cpu is mounted with cpuacct', () => {
    const parent = mkdtempSync(join(tmpdir(), 'cpu-cpuacct-'));
    writeFileSync(join(parent, 'cpu.shares'), '1024\n');
    lowerRunsCpuWeight(parent);
    expect(readFileSync(join(parent, 'cpu.shares'), 'utf8')).toBe('110');
  });

  it('is left to the niceness where cpuacct is mounted alone', () => {
    const parent = mkdtempSync(join(tmpdir(), 'cpuacct-'));
    lowerRunsCpuWeight(parent);
    expect(readdirSync(parent)).toEqual([]);
  });
});

describe('where the host mounts the cpu controller', () => {
  const mounts = (...lines: string[]) => `${lines.join('\n')}\n`;

  it('is alone when its hierarchy has cpu without cpuacct', () => {
    const apart = mounts(
      'cgroup /sys/fs/cgroup/cpu cgroup rw,relatime,cpu 0 0',
      'cgroup /sys/fs/cgroup/cpuacct cgroup rw,relatime,cpuacct 0 0',
    );
    expect(cpuMountedAlone(apart, '/sys/fs/cgroup')).toBe(true);
  });

  it('is not alone when mounted with cpuacct, and absent on a v2-only host', () => {
    const together = mounts('cgroup /sys/fs/cgroup/cpu,cpuacct cgroup rw,cpu,cpuacct 0 0');
    expect(cpuMountedAlone(together, '/sys/fs/cgroup')).toBe(false);
    const unified = mounts('cgroup2 /sys/fs/cgroup cgroup2 rw,nsdelegate 0 0');
    expect(cpuMountedAlone(unified, '/sys/fs/cgroup')).toBe(false);
  });
});

describe.runIf(cpuMountedAlone() && process.getuid?.() === 0)(
  'a run on a host with cpu mounted alone',
  () => {
    it('gets a CPU group below a parent weighted as niceness 10, outside the autogroups', async () => {
      const run = cgroupV1.prepare();
      try {
        const cpuGroup = run.procsFiles
          .map((file) => dirname(file))
          .find((dir) => dir.startsWith(join(cgroupRoot, 'cpu/')));
        expect(cpuGroup).toBeDefined();
        // The probe at start-up is what weighs the parent.
        expect(cgroupV1.probe().ok).toBe(true);
        const parent = dirname(cpuGroup as string);
        expect(readFileSync(join(parent, 'cpu.shares'), 'utf8').trim()).toBe('110');
      } finally {
        await run.remove();
      }
    });
  },
);
