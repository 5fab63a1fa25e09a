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
});
