import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_CPU_SHARES, cpuGroupPath, raiseApiCpuWeight } from './api-cpu-weight';

describe("the API's CPU group", () => {
  it('is found in the v1 hierarchy with the cpu controller, alone or with cpuacct', () => {
    expect(cpuGroupPath('4:memory:/x\n1:cpu:/\n0::/\n')).toBe('/');
    expect(cpuGroupPath('3:cpu,cpuacct:/system.slice/grindstone.service\n')).toBe(
      '/system.slice/grindstone.service',
    );
    // cpuacct alone, cpuset and a v2-only host have none.
    expect(cpuGroupPath('2:cpuacct:/\n3:cpuset:/\n0::/\n')).toBeNull();
  });

  it('is not made on a cgroup v2 only host', () => {
    const root = mkdtempSync(join(tmpdir(), 'cgroup2-'));
    expect(raiseApiCpuWeight(root, '0::/user.slice\n')).toBeNull();
  });

  it('is made below the own group with the weight, and this process written into it', () => {
    // A plain directory stands in for the hierarchy: the kernel's files are written as files.
    const root = mkdtempSync(join(tmpdir(), 'cgroup-v1-'));
    const dir = raiseApiCpuWeight(root, '1:cpu:/\n');
    expect(dir).toBe(join(root, 'cpu', 'grindstone-api'));
    expect(readFileSync(join(dir as string, 'cpu.shares'), 'utf8')).toBe(String(API_CPU_SHARES));
    expect(readFileSync(join(dir as string, 'cgroup.procs'), 'utf8')).toBe(String(process.pid));
  });

  it('leaves everything as it is where the hierarchy cannot be written', () => {
    const root = mkdtempSync(join(tmpdir(), 'cgroup-ro-'));
    writeFileSync(join(root, 'cpu'), 'not a directory');
    expect(raiseApiCpuWeight(root, '1:cpu:/\n')).toBeNull();
  });
});
