import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostProbe, planSystemPackages, serveGroups, testGroups } from './system-packages.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** A machine that has exactly `files` and `commands`. */
function machine({
  files = [] as string[],
  commands = [] as string[],
  isRoot = true,
  hasApt = true,
  env = {} as Record<string, string>,
}) {
  return {
    env,
    file: (file: string) => files.includes(file),
    command: (name: string) => commands.includes(name),
    fileStartingWith: () => false,
    isRoot,
    hasApt,
  };
}

const everythingServeNeeds = [
  '/usr/bin/bwrap',
  '/usr/include/seccomp.h',
  '/usr/bin/g++',
  '/usr/bin/javac',
  '/usr/bin/python3',
];

describe('planning the system packages', () => {
  it('plans nothing when every package is there', () => {
    const plan = planSystemPackages({
      groupNames: serveGroups,
      probe: machine({ files: everythingServeNeeds }),
      env: {},
    });
    expect(plan).toEqual({ missing: [], install: false });
  });

  it('installs what is missing, as root on apt, with one apt-get command', () => {
    const plan = planSystemPackages({
      groupNames: testGroups,
      probe: machine({ files: ['/usr/bin/bwrap', '/usr/bin/python3'] }),
      env: {},
    });
    expect(plan.install).toBe(true);
    expect(plan.command).toBe(
      'apt-get update && apt-get install -y libseccomp-dev g++ openjdk-17-jdk-headless chromium',
    );
    expect(plan.missing.find((pkg) => pkg.name === 'g++')?.why).toBe('C++ submissions');
  });

  it('installs nothing with GRINDSTONE_SYSTEM_PACKAGES=skip, and gives the command', () => {
    const plan = planSystemPackages({
      groupNames: serveGroups,
      probe: machine({ files: everythingServeNeeds.filter((file) => file !== '/usr/bin/g++') }),
      env: { GRINDSTONE_SYSTEM_PACKAGES: 'skip' },
    });
    expect(plan).toMatchObject({
      install: false,
      reason: 'GRINDSTONE_SYSTEM_PACKAGES=skip',
      command: 'apt-get update && apt-get install -y g++',
    });
  });

  it('gives a sudo command when not root', () => {
    const plan = planSystemPackages({
      groupNames: serveGroups,
      probe: machine({ files: everythingServeNeeds.slice(1), isRoot: false }),
      env: {},
    });
    expect(plan).toMatchObject({
      install: false,
      reason: 'not running as root',
      command: "sudo sh -c 'apt-get update && apt-get install -y bubblewrap'",
    });
  });

  it('names the Debian packages on a system without apt-get', () => {
    const plan = planSystemPackages({
      groupNames: serveGroups,
      probe: machine({ files: [], hasApt: false }),
      env: {},
    });
    expect(plan.install).toBe(false);
    expect(plan.command).toBe(
      'install the equivalents of: bubblewrap libseccomp-dev g++ openjdk-17-jdk-headless python3',
    );
  });

  it('looks for Java where JUDGE_JAVAC points and for Chromium at CHROMIUM_PATH, as the judge and the tests do', () => {
    const files = [...everythingServeNeeds, '/usr/bin/chromium'];
    const plan = planSystemPackages({
      groupNames: testGroups,
      probe: machine({
        files,
        env: { JUDGE_JAVAC: '/opt/jdk/bin/javac', CHROMIUM_PATH: '/opt/chromium' },
      }),
      env: {},
    });
    expect(plan.missing.map((pkg) => pkg.name)).toEqual(['openjdk-17-jdk-headless', 'chromium']);
  });

  it('refuses an unknown group by name', () => {
    expect(() =>
      planSystemPackages({ groupNames: ['judge', 'gpu'], probe: machine({}), env: {} }),
    ).toThrow('Unknown system package group: gpu');
  });
});

// The commands themselves, on this machine. An optional extra that this machine lacks stands for
// any missing package (nothing is installed: these paths never install).
const missingExtra = ['pypy3', 'ffmpeg', 'vm'].find(
  (group) =>
    planSystemPackages({ groupNames: [group], probe: hostProbe(), env: {} }).missing.length > 0,
);
const isRoot = process.getuid?.() === 0;
if (!missingExtra)
  console.warn('Skipping the setup command tests: this machine has every optional extra.');

function run(script: string, args: string[], env: Record<string, string>, uid?: number) {
  return spawnSync(process.execPath, [path.resolve(root, script), ...args], {
    cwd: uid === undefined ? root : '/',
    encoding: 'utf8',
    env: { ...process.env, ...env },
    uid,
    gid: uid,
  });
}

describe.skipIf(!missingExtra)('npm run setup', () => {
  it('with GRINDSTONE_SYSTEM_PACKAGES=skip prints the apt-get command and fails', () => {
    const result = run('scripts/setup.mjs', ['--with', missingExtra as string], {
      GRINDSTONE_SYSTEM_PACKAGES: 'skip',
    });
    expect(result.stdout).toContain('Not installing them (GRINDSTONE_SYSTEM_PACKAGES=skip)');
    expect(result.stdout).toMatch(/apt-get update && apt-get install -y [a-z0-9 -]+/);
    expect(result.status).toBe(1);
  });

  it('after npm install, reports what is missing without failing the install', () => {
    const result = run('scripts/setup.mjs', ['--after-install', `--with=${missingExtra}`], {
      GRINDSTONE_SYSTEM_PACKAGES: 'skip',
    });
    expect(result.stdout).toContain('To install them, run:');
    expect(result.status).toBe(0);
  });

  it.skipIf(!isRoot)('as an unprivileged user prints the command with sudo', () => {
    // A copy in a world-readable dir: the checkout may sit where `nobody` cannot read (/root).
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'grindstone-setup-'));
    fs.chmodSync(copy, 0o755);
    fs.mkdirSync(path.join(copy, 'lib'));
    fs.copyFileSync(path.join(root, 'scripts/setup.mjs'), path.join(copy, 'setup.mjs'));
    fs.copyFileSync(
      path.join(root, 'scripts/lib/system-packages.mjs'),
      path.join(copy, 'lib/system-packages.mjs'),
    );
    const nobody = 65534;
    const result = run(
      path.join(copy, 'setup.mjs'),
      ['--with', missingExtra as string],
      {},
      nobody,
    );
    fs.rmSync(copy, { recursive: true, force: true });
    expect(result.stdout).toContain('Not installing them (not running as root)');
    expect(result.stdout).toContain("sudo sh -c 'apt-get update && apt-get install -y");
    expect(result.status).toBe(1);
  });

  it('refuses an unknown extra and a setting it does not know', () => {
    const unknownExtra = run('scripts/setup.mjs', ['--with', 'gpu'], {});
    expect(unknownExtra.stderr).toContain(
      'Unknown extra: gpu. Known extras: tests, ffmpeg, vm, pypy3.',
    );
    expect(unknownExtra.status).toBe(2);
    const badSetting = run('scripts/setup.mjs', [], { GRINDSTONE_SYSTEM_PACKAGES: 'always' });
    expect(badSetting.stdout).toContain(
      'GRINDSTONE_SYSTEM_PACKAGES must be one of auto, skip (got "always")',
    );
    expect(badSetting.status).toBe(1);
  });
});

describe('npm test on a machine without Chromium', () => {
  it('stops before its first step, with the command that installs it', () => {
    const result = run('scripts/test.mjs', [], {
      GRINDSTONE_SYSTEM_PACKAGES: 'skip',
      CHROMIUM_PATH: path.join(root, 'no-such-chromium'),
    });
    expect(result.stdout).toContain('apt-get update && apt-get install -y chromium');
    expect(result.stdout).toContain('npm test stops here');
    expect(result.stdout).not.toContain('=== typecheck');
    expect(result.status).toBe(1);
  });
});
