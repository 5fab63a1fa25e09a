// The Debian packages Grindstone needs from the operating system, in one place: which component
// needs which package, how to tell whether it is there, and how to install what is missing.
// `npm install` (postinstall), `npm start`, `npm test`, `npm run setup` and `.ci/run` all come
// through here (docs/system-packages.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What each component needs. `present` looks for the file that the code using the package runs
 * (the judge looks for /usr/bin/g++, not for a g++ on PATH), so the check agrees with what the
 * judge and the tests will find. The required groups are installed automatically; the optional
 * ones only on request (`npm run setup -- --with ffmpeg,vm`).
 */
export const groups = {
  judge: {
    why: "the judge's sandbox",
    packages: [
      {
        name: 'bubblewrap',
        present: (probe) => ['/usr/bin/bwrap', '/usr/local/bin/bwrap'].some(probe.file),
      },
      { name: 'libseccomp-dev', present: (probe) => probe.file('/usr/include/seccomp.h') },
    ],
  },
  languages: {
    why: 'a judged language (JavaScript runs on Node itself)',
    packages: [
      { name: 'g++', why: 'C++ submissions', present: (probe) => probe.file('/usr/bin/g++') },
      {
        name: 'openjdk-17-jdk-headless',
        why: 'Java submissions',
        present: (probe) => probe.file(probe.env.JUDGE_JAVAC || '/usr/bin/javac'),
      },
      {
        name: 'python3',
        why: 'Python submissions',
        present: (probe) => probe.file('/usr/bin/python3'),
      },
    ],
  },
  tests: {
    why: "the browser tests drive Debian's Chromium (no browser is downloaded)",
    packages: [
      {
        name: 'chromium',
        present: (probe) => probe.file(probe.env.CHROMIUM_PATH || '/usr/bin/chromium'),
      },
    ],
  },
  ffmpeg: {
    why: 'posters of editorial videos made on the server (docs/media.md)',
    packages: [{ name: 'ffmpeg', present: (probe) => probe.command('ffmpeg') }],
  },
  vm: {
    why: 'npm run test:vm boots a cgroup v2 kernel under QEMU',
    packages: [
      { name: 'qemu-system-x86', present: (probe) => probe.command('qemu-system-x86_64') },
      {
        name: 'linux-image-amd64',
        present: (probe) => probe.fileStartingWith('/boot', 'vmlinuz-'),
      },
      { name: 'busybox-static', present: (probe) => probe.file('/bin/busybox') },
      { name: 'cpio', present: (probe) => probe.command('cpio') },
    ],
  },
  pypy3: {
    why: 'PyPy, a faster Python interpreter',
    packages: [{ name: 'pypy3', present: (probe) => probe.command('pypy3') }],
  },
};

/** What `npm start` (and so `npm install`) needs; `npm test` adds `tests`. */
export const serveGroups = ['judge', 'languages'];
export const testGroups = [...serveGroups, 'tests'];

export const setting = 'GRINDSTONE_SYSTEM_PACKAGES';
const settingValues = ['auto', 'skip'];

/** Looks at this machine: PATH for commands, the file system for files. */
export function hostProbe(env = process.env) {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const isExecutable = (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };
  return {
    env,
    command: (name) => dirs.some((dir) => isExecutable(path.join(dir, name))),
    file: (file) => fs.existsSync(file),
    fileStartingWith: (dir, prefix) => {
      try {
        return fs.readdirSync(dir).some((name) => name.startsWith(prefix));
      } catch {
        return false;
      }
    },
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: dirs.some((dir) => isExecutable(path.join(dir, 'apt-get'))),
  };
}

/**
 * Decides what to do, without doing it: which packages are missing, whether they may be
 * installed here, and the command that installs them.
 * Returns { missing: [{ name, group, why }], install: boolean, reason?: string, command?: string }.
 */
export function planSystemPackages({ groupNames, probe, env = process.env }) {
  const unknown = groupNames.filter((name) => !groups[name]);
  if (unknown.length > 0)
    throw new Error(
      `Unknown system package group: ${unknown.join(', ')} (known: ${Object.keys(groups).join(', ')})`,
    );
  const missing = groupNames.flatMap((groupName) =>
    groups[groupName].packages
      .filter((pkg) => !pkg.present(probe))
      .map((pkg) => ({ name: pkg.name, group: groupName, why: pkg.why ?? groups[groupName].why })),
  );
  if (missing.length === 0) return { missing, install: false };

  const names = missing.map((pkg) => pkg.name);
  const aptCommand = `apt-get update && apt-get install -y ${names.join(' ')}`;
  const choice = env[setting] || 'auto';
  if (choice === 'skip')
    return { missing, install: false, reason: `${setting}=skip`, command: aptCommand };
  if (!probe.hasApt)
    return {
      missing,
      install: false,
      reason: 'this system has no apt-get (the names are Debian/Ubuntu packages)',
      command: `install the equivalents of: ${names.join(' ')}`,
    };
  if (!probe.isRoot)
    return {
      missing,
      install: false,
      reason: 'not running as root',
      command: `sudo sh -c '${aptCommand}'`,
    };
  return { missing, install: true, command: aptCommand };
}

/** The value of GRINDSTONE_SYSTEM_PACKAGES, or an error message when it is not a known one. */
export function settingProblem(env = process.env) {
  const value = env[setting];
  if (value === undefined || value === '' || settingValues.includes(value)) return undefined;
  return `${setting} must be one of ${settingValues.join(', ')} (got "${value}")`;
}

/** One line per reason: "  qemu-system-x86 cpio: npm run test:vm boots…". */
function describeMissing(missing) {
  const byReason = new Map();
  for (const pkg of missing) byReason.set(pkg.why, [...(byReason.get(pkg.why) ?? []), pkg.name]);
  return [...byReason].map(([why, names]) => `  ${names.join(' ')}: ${why}`).join('\n');
}

/**
 * Makes sure the packages of `groupNames` are installed: installs the missing ones with apt-get
 * when this is a root shell on an apt system (unless GRINDSTONE_SYSTEM_PACKAGES=skip), otherwise
 * prints the command to run. Prints nothing when nothing is missing.
 * Resolves to { ok: boolean, installed: string[], plan }: ok is false when something is still
 * missing afterwards.
 */
export async function ensureSystemPackages({
  groupNames,
  probe = hostProbe(),
  env = process.env,
  log = console.log,
}) {
  const problem = settingProblem(env);
  if (problem) {
    log(`Grindstone: ${problem}.`);
    return { ok: false, installed: [], plan: undefined };
  }
  const plan = planSystemPackages({ groupNames, probe, env });
  if (plan.missing.length === 0) return { ok: true, installed: [], plan };

  if (!plan.install) {
    log(
      `Grindstone: this machine lacks Debian packages it uses:\n${describeMissing(plan.missing)}\n` +
        `Not installing them (${plan.reason}). To install them, run:\n  ${plan.command}`,
    );
    return { ok: false, installed: [], plan };
  }

  const names = plan.missing.map((pkg) => pkg.name);
  log(
    `Grindstone: installing the Debian packages this machine lacks, with apt-get ` +
      `(${setting}=skip turns this off):\n${describeMissing(plan.missing)}`,
  );
  const started = Date.now();
  const result = await aptInstall(names, log);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!result.ok) {
    log(
      `Grindstone: apt-get failed (${result.error}); its output is in ${result.logFile}:\n` +
        `${result.tail}\nTo try again by hand, run:\n  ${plan.command}`,
    );
    return { ok: false, installed: [], plan };
  }
  log(`Grindstone: installed ${names.join(', ')} in ${seconds} s.`);
  fs.rmSync(result.logFile, { force: true });
  return { ok: true, installed: names, plan };
}

/**
 * Runs apt-get update and install, its output in a log file, and shows one progress line from
 * apt's status channel (fd 3): rewritten in place on a terminal, every 10 % otherwise.
 */
async function aptInstall(names, log) {
  const logFile = path.join(os.tmpdir(), `grindstone-apt-${process.pid}.log`);
  const progress = progressPrinter(log);
  // Another apt-get (unattended upgrades, a second install) holding the lock: wait for it.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
  const steps = [
    { label: 'reading the package lists', args: ['update', ...lockWait] },
    {
      label: 'installing',
      args: ['install', '-y', ...lockWait, '-o', 'APT::Status-Fd=3', ...names],
    },
  ];
  for (const step of steps) {
    progress.show(step.label, 0);
    const out = fs.openSync(logFile, 'a');
    const status = await new Promise((resolve) => {
      const child = spawn('apt-get', step.args, {
        stdio: ['ignore', out, out, 'pipe'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      let pending = '';
      child.stdio[3].on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          // pmstatus:<package>:<percent>:<what>, dlstatus:<n>:<percent>:<what>
          const [kind, , percent, what] = line.split(':');
          if (kind === 'pmstatus' || kind === 'dlstatus')
            progress.show(
              kind === 'dlstatus' ? 'downloading' : 'installing',
              Number(percent),
              what,
            );
        }
      });
      child.on('error', (error) => resolve(error.message));
      child.on('exit', (code) => resolve(code === 0 ? 0 : `exit ${code}`));
    });
    fs.closeSync(out);
    if (status !== 0) {
      progress.end();
      const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
      return { ok: false, error: `apt-get ${step.args[0]}: ${status}`, logFile, tail };
    }
  }
  progress.end();
  return { ok: true, logFile };
}

function progressPrinter(log) {
  const tty = process.stdout.isTTY;
  let lastKey = '';
  let shown = false;
  return {
    /** `phase` names the stage (a new one always prints); `what` is apt's own description. */
    show(phase, percent, what = phase) {
      const line = `  apt-get: ${Math.floor(percent)}% ${what}`;
      if (tty) {
        const width = (process.stdout.columns ?? 80) - 1;
        process.stdout.write(`\r${line.slice(0, width).padEnd(Math.min(width, 72))}`);
        shown = true;
        return;
      }
      const key = `${phase} ${Math.floor(percent / 10)}`;
      if (key === lastKey) return;
      lastKey = key;
      log(line);
    },
    end() {
      if (tty && shown) process.stdout.write('\n');
    },
  };
}
