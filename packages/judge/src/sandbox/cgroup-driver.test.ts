import { describe, expect, it } from 'vitest';
import { cgroupDriverFor, detectCgroupHost } from './cgroup-driver';

// /proc/self/mounts as the three layouts in the wild show it (trimmed to the cgroup lines).
const v2 = 'cgroup2 /sys/fs/cgroup cgroup2 rw,nosuid,nodev,noexec,relatime,nsdelegate 0 0';
const v1 = [
  'tmpfs /sys/fs/cgroup tmpfs ro,nosuid,nodev,noexec,mode=755 0 0',
  'cgroup /sys/fs/cgroup/memory cgroup rw,nosuid,nodev,noexec,relatime,memory 0 0',
  'cgroup /sys/fs/cgroup/pids cgroup rw,nosuid,nodev,noexec,relatime,pids 0 0',
].join('\n');
const hybrid = `${v1}\ncgroup2 /sys/fs/cgroup/unified cgroup2 rw,nosuid,nodev,noexec,relatime 0 0`;

describe('the host cgroup layout', () => {
  it('is told apart from the mount table, and hybrid hosts use their v1 controllers', () => {
    expect(detectCgroupHost(v2)).toBe('v2');
    expect(detectCgroupHost(v1)).toBe('v1');
    expect(detectCgroupHost(hybrid)).toBe('hybrid');
    expect(detectCgroupHost('proc /proc proc rw 0 0')).toBe('none');
    expect(cgroupDriverFor('v2')?.version).toBe('v2');
    expect(cgroupDriverFor('hybrid')?.version).toBe('v1');
    expect(cgroupDriverFor('none')).toBeNull();
  });

  it('of this host is the one the sandbox reports', async () => {
    const { detectSandbox } = await import('./detect');
    const { cacheDir } = await import('../test-support');
    const { info } = detectSandbox(cacheDir);
    // Set inside the cgroup v2 VM (scripts/vm): there, full mode on v2 is the point.
    const expected = process.env.GRINDSTONE_EXPECT_CGROUP;
    if (expected) expect([info.mode, info.cgroupVersion]).toEqual(['full', expected]);
    expect(info.cgroupHost).toBe(detectCgroupHost());
    if (info.mode === 'full') {
      expect(info.cgroupVersion).toBe(detectCgroupHost() === 'v2' ? 'v2' : 'v1');
      expect(info.summary).toContain(`cgroup ${info.cgroupVersion}`);
    }
    console.log(`sandbox: ${info.summary}`);
  });
});
