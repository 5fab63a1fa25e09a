import { describe, expect, it } from 'vitest';
import { cgroup2Mount, enableFastCgroupMoves } from './fast-cgroup-moves';

const hybrid = (unifiedOptions: string) =>
  [
    'tmpfs /sys/fs/cgroup tmpfs rw,relatime,mode=755 0 0',
    'cgroup /sys/fs/cgroup/memory cgroup rw,relatime,memory 0 0',
    `cgroup2 /sys/fs/cgroup/unified cgroup2 ${unifiedOptions} 0 0`,
  ].join('\n');
const remountResult = (stderr: string) => ({ stderr });

describe('fast cgroup moves (favordynmods)', () => {
  it('finds the cgroup2 mount on hybrid and v2 hosts, none on pure v1', () => {
    expect(cgroup2Mount(hybrid('rw,relatime'))?.point).toBe('/sys/fs/cgroup/unified');
    expect(cgroup2Mount('cgroup2 /sys/fs/cgroup cgroup2 rw,nosuid 0 0')?.point).toBe(
      '/sys/fs/cgroup',
    );
    expect(cgroup2Mount('cgroup /sys/fs/cgroup/memory cgroup rw,memory 0 0')).toBeNull();
  });

  it('remounts the cgroup2 mount once and reports nothing when the option took', () => {
    let mounts = hybrid('rw,relatime');
    const remounted: string[] = [];
    const problem = enableFastCgroupMoves(
      () => mounts,
      (point) => {
        remounted.push(point);
        mounts = hybrid('rw,relatime,favordynmods');
        return remountResult('');
      },
    );
    expect(problem).toBeNull();
    expect(remounted).toEqual(['/sys/fs/cgroup/unified']);
  });

  it('leaves an option already on alone', () => {
    const problem = enableFastCgroupMoves(
      () => hybrid('rw,favordynmods'),
      () => {
        throw new Error('must not remount');
      },
    );
    expect(problem).toBeNull();
  });

  it('says why runs stay slow when the kernel refuses the option', () => {
    const problem = enableFastCgroupMoves(
      () => hybrid('rw,relatime'),
      () => remountResult('mount: /sys/fs/cgroup/unified: bad option.\nmore'),
    );
    expect(problem).toContain('each run waits ≈ 10 ms to join its cgroup');
    expect(problem).toContain('bad option.');
    expect(problem).not.toContain('more');
  });

  it('says so on a host without cgroup2', () => {
    expect(enableFastCgroupMoves(() => 'cgroup /sys/fs/cgroup/memory cgroup rw,memory 0 0')).toBe(
      'each run waits ≈ 10 ms to join its cgroup: no cgroup2 mount to set favordynmods on',
    );
  });
});
