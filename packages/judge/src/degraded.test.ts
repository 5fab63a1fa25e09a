import { JudgeStatus } from '@grindstone/contract';
import { describe, expect, it, vi } from 'vitest';
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
});

describe.skipIf(!hasBwrap)('a host without a toolchain', () => {
  it('reports that language unavailable, naming the Debian package, and still judges the others', async () => {
    // The registry looks for javac once, when the module loads: load a fresh copy that looks
    // in a path where nothing is installed.
    vi.stubEnv('JUDGE_JAVAC', '/nonexistent/javac');
    vi.resetModules();
    const fresh = await import('./create-judge');
    vi.unstubAllEnvs();
    const judge = fresh.createJudge({ slots: 1, cacheDir, uidBase: 72_200 });

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
