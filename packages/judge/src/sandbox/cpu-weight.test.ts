import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowerRunsCpuWeight } from './cgroups';

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
