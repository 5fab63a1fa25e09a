import { spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JudgeStatus } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { createJudge } from './create-judge';
import { JudgeError } from './errors';
import { cacheDir, job, skipReason } from './test-support';

// The modes a host without root, cgroups or bubblewrap falls back to (docs/judge.md).

const hasBwrap =
  skipReason(
    'reduced-mode tests',
    createJudge({ slots: 1, cacheDir }).sandbox.bwrap ? null : 'bubblewrap is not usable here',
  ) === null;

describe('without bubblewrap', () => {
  const judge = createJudge({ slots: 1, cacheDir, bwrapCandidates: ['/nonexistent/bwrap'] });

  it('refuses to judge and names the package to install', async () => {
    expect(judge.sandbox.mode).toBe('unavailable');
    expect(judge.sandbox.summary).toContain('apt-get install bubblewrap');
    const refusal = await judge.judge(job('cpp', 'int main(){}')).catch((error) => error);
    expect(refusal).toBeInstanceOf(JudgeError);
    expect(refusal.code).toBe('sandbox-unavailable');
  });

  it('runs unsandboxed only when JUDGE_SANDBOX=none is explicit, with a warning', async () => {
    const none = createJudge({ slots: 1, cacheDir, sandboxMode: 'none', uidBase: 72_000 });
    expect(none.sandbox.mode).toBe('none');
    expect(none.sandbox.summary).toContain('WARNING');
    const program = "process.stdout.write(require('fs').readFileSync(0, 'utf8'))";
    const ok = await none.judge(job('javascript', program, [{ input: 'hi', expected: 'hi' }]));
    const busy = await none.judge(job('javascript', 'for (;;) {}'));
    expect(ok.status_id).toBe(JudgeStatus.accepted);
    expect(busy.status_id).toBe(JudgeStatus.timeLimitExceeded);
  });
});

describe.skipIf(!hasBwrap)('reduced mode (bubblewrap + rlimits, memory by polling)', () => {
  const judge = createJudge({ slots: 2, cacheDir, sandboxMode: 'reduced', uidBase: 72_100 });

  it('reports itself and still gives the right verdicts', async () => {
    expect(judge.sandbox.mode).toBe('reduced');
    expect(judge.sandbox.cgroups).toBe(false);
    const bomb =
      '#include <bits/stdc++.h>\nint main(){for(;;){char*p=(char*)malloc(1<<20);memset(p,1,1<<20);}}';
    const [ok, busy, memory, flood] = await Promise.all([
      judge.judge(job('cpp', '#include <cstdio>\nint main(){puts("ok");}', [{ expected: 'ok' }])),
      judge.judge(job('cpp', 'int main(){volatile long x=0;for(;;)x++;}')),
      judge.judge(job('cpp', bomb)),
      judge.judge(job('cpp', '#include <cstdio>\nint main(){for(;;)puts("y");}')),
    ]);
    expect(ok.status_id).toBe(JudgeStatus.accepted);
    expect(busy.status_id).toBe(JudgeStatus.timeLimitExceeded);
    expect(memory.status_id).toBe(JudgeStatus.memoryLimitExceeded);
    expect(flood.status_id).toBe(JudgeStatus.outputLimitExceeded);
  });

  it("without root, RLIMIT_NPROC on the shared uid holds a fork bomb to the slots' share", () => {
    const { stdout } = judgeAsUnprivileged(forkCounter);
    // 2 slots × 64 (C++'s pids) on top of what the uid ran when the run started.
    const [forked, error] = stdout.trim().split(' ');
    expect(error).toBe('EAGAIN');
    expect(Number(forked)).toBeGreaterThan(20);
    expect(Number(forked)).toBeLessThanOrEqual(2 * 64);
  }, 120_000);
});

/** Forks children that wait, until fork fails (or 300 of them): prints how many, and why. */
const forkCounter = `#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>
int main() {
  int forked = 0, error = 0;
  while (forked < 300) {
    pid_t child = fork();
    if (child == 0) { pause(); _exit(0); }
    if (child < 0) { error = errno; break; }
    forked++;
  }
  printf("%d %s\\n", forked, error ? strerrorname_np(error) : "none");
}`;

const here = dirname(fileURLToPath(import.meta.url));
const unprivilegedUid = 64_123;

/** Judges C++ `code` with the CLI as a judge process without root (uid 64123 when we are root). */
function judgeAsUnprivileged(code: string): { stdout: string } {
  const root = process.getuid?.() === 0;
  const uid = root ? unprivilegedUid : (process.getuid?.() ?? 0);
  // Kept between runs, like a real cache: the precompiled header is built once (≈5 s).
  const cache = join(tmpdir(), `grindstone-judge-test-${uid}`);
  mkdirSync(cache, { recursive: true, mode: 0o700 });
  if (root) chownSync(cache, uid, uid);
  const source = join(cache, `fork-counter-${process.pid}.cpp`);
  writeFileSync(source, code, { mode: 0o644 });
  if (root) chownSync(source, uid, uid);
  const drop = root
    ? ['/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups']
    : [];
  const command = [...drop, process.execPath, '--import', 'tsx', join(here, 'cli.ts')];
  const args = ['run', '--lang', 'cpp', '--code', source, '--memory-mb', '512', '--json'];
  const result = spawnSync(command[0] as string, [...command.slice(1), ...args], {
    cwd: resolve(here, '../../..'),
    env: { PATH: process.env.PATH, JUDGE_CACHE_DIR: cache },
    encoding: 'utf8',
    timeout: 100_000,
  });
  rmSync(source, { force: true });
  const parsed = JSON.parse(result.stdout || '{}');
  if (parsed.tests?.length !== 1) throw new Error(`judge failed: ${result.stdout}${result.stderr}`);
  return { stdout: parsed.tests[0].stdout };
}

describe.skipIf(!hasBwrap)('a host without a toolchain', () => {
  it('reports that language unavailable, naming the Debian package, and still judges the others', async () => {
    const judge = createJudge({
      slots: 1,
      cacheDir,
      uidBase: 72_200,
      javacPath: '/nonexistent/javac',
    });

    const statuses = Object.fromEntries(judge.availableLanguages().map((l) => [l.id, l]));
    expect(statuses.java).toMatchObject({
      available: false,
      install: 'apt-get install openjdk-17-jdk-headless',
    });
    expect(statuses.javascript?.available).toBe(true);
    const refusal = await judge
      .judge(job('java', 'public class Main { public static void main(String[] a) {} }'))
      .catch((error) => error);
    expect(refusal.code).toBe('language-unavailable');
    expect(refusal.message).toContain('java is unavailable');
    expect(refusal.message).toContain('apt-get install openjdk-17-jdk-headless');
    const node = await judge.judge(job('javascript', 'console.log(1)', [{ expected: '1' }]));
    expect(node.status_id).toBe(JudgeStatus.accepted);
    await judge.close();
  });
});
