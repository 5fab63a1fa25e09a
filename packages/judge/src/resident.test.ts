import { JudgeStatus, wallLimitMs } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import {
  job,
  judgeAlone,
  judgeWithUids,
  processesWithUids,
  sandboxSkipReason,
  smallLimits,
  uidBlocks,
} from './test-support';

// The test runs of one job share a resident sandbox per slot (sandbox/resident.ts). With one
// slot every test below runs in the same one, one after the other: each run must still start
// from a clean sandbox, and nothing a run does to the sandbox's own init may reach the next.

const skip = sandboxSkipReason('resident sandbox tests');

const freshUidBase = uidBlocks(73_000);
const judgeOnOneSlot = (...args: Parameters<typeof job>) => judgeAlone(freshUidBase, ...args);

const headers = [
  'bits/stdc++.h',
  'unistd.h',
  'signal.h',
  'sys/ipc.h',
  'sys/shm.h',
  'sys/stat.h',
  'sys/ptrace.h',
]
  .map((header) => `#include <${header}>\n`)
  .join('');

describe.skipIf(skip !== null).concurrent('runs sharing a resident sandbox', () => {
  it('start clean: no file, dir, shared memory or process of an earlier run is left', async () => {
    // Input 1 plants everything a run could leave behind; input 2 looks for it.
    const code = `${headers}int main(){ int k; std::cin >> k; fprintf(stderr, "pid %d\\n", getpid());
      if (k == 1) {
        fclose(fopen("/tmp/file", "w"));
        mkdir("/tmp/dir", 0700); fclose(fopen("/tmp/dir/inner", "w")); chmod("/tmp/dir", 0);
        int shm = shmget(4242, 4096, IPC_CREAT | 0600);
        if (fork() == 0) { setsid(); sleep(100); _exit(0); }
        printf("planted %d\\n", shm >= 0);
      } else {
        bool file = access("/tmp/file", F_OK) == 0, dir = access("/tmp/dir", F_OK) == 0;
        bool shm = shmget(4242, 0, 0) >= 0;
        bool others = kill(-1, 0) == 0; /* any process but init and itself */
        printf("%s\\n", file || dir || shm || others ? "left" : "clean");
      } }`;
    const { result, survivors } = await judgeOnOneSlot('cpp', code, [
      { input: '1', expected: 'planted 1' },
      { input: '2', expected: 'clean' },
      { input: '2', expected: 'clean' },
    ]);
    expect(result.tests.map((test) => test.stdout.trim())).toEqual(['planted 1', 'clean', 'clean']);
    expect(result.status_id).toBe(JudgeStatus.accepted);
    // One sandbox: its pid numbers go on from run to run (a sandbox of its own starts at 2).
    const pids = result.tests.map((test) => Number(/pid (\d+)/.exec(test.stderr)?.[1]));
    expect(new Set(pids).size).toBe(3);
    expect(survivors).toEqual([]);
  });

  it("cannot stop or attach to the sandbox's init; the next runs are judged as usual", async () => {
    const code = `${headers}int main(){ int k; std::cin >> k;
      if (k == 1) {
        int attached = ptrace(PTRACE_ATTACH, 1, 0, 0);
        int killed = kill(1, SIGKILL) + kill(1, SIGTERM) + kill(1, SIGSTOP) + kill(-1, SIGKILL);
        usleep(100000);
        printf("attached %d killed %d\\n", attached, killed);
      } else puts("alive"); }`;
    const { result, survivors } = await judgeOnOneSlot('cpp', code, [
      { input: '1', expected: 'attached -1 killed -1' },
      { input: '2', expected: 'alive' },
      { input: '2', expected: 'alive' },
    ]);
    // kill(1, …) "succeeds" (the kernel drops the signal); kill(-1) finds nobody else: -1.
    expect(result.tests.map((test) => test.stdout.trim())).toEqual([
      'attached -1 killed -1',
      'alive',
      'alive',
    ]);
    expect(result.status_id).toBe(JudgeStatus.accepted);
    expect(survivors).toEqual([]);
  });

  it("a JVM's /proc shows nothing of the init's files or environment", async () => {
    const code = `import java.nio.file.*;
      public class Main { public static void main(String[] a) {
        for (String p : new String[]{"/proc/1/fd", "/proc/1/environ", "/proc/1/mem"}) {
          try {
            if (p.endsWith("fd")) Files.list(Paths.get(p)).count(); else Files.readAllBytes(Paths.get(p));
            System.out.println(p + " read");
          }
          catch (Exception e) { System.out.println(p + " denied"); } } } }`;
    const expected = '/proc/1/fd denied\n/proc/1/environ denied\n/proc/1/mem denied';
    const { result, survivors } = await judgeOnOneSlot('java', code, [{ expected }, { expected }]);
    expect(result.tests.map((test) => test.stdout.trim())).toEqual([expected, expected]);
    expect(survivors).toEqual([]);
  });

  it('each job starts in fresh boxes, though a slot done with its share is released early', async () => {
    // A slot whose last run of the job has ended gets the next job's box at once, while the
    // other slot still works. Every box starts its runs from pid 2 (box-init is 1), so a job's
    // runs from pid 2 are its first on a slot: any box handed over from the last job would go on
    // from that job's numbers instead.
    const uidBase = freshUidBase();
    const judge = judgeWithUids(uidBase, 2);
    const code = `${headers}int main(){ int ms; std::cin >> ms; usleep(ms * 1000);
      fprintf(stderr, "pid %d\\n", getpid()); puts("ran"); }`;
    // One long test and five short ones: the slot with the long one is still busy when the
    // other has run its share and released its box.
    const tests = ['400', '1', '1', '1', '1', '1'].map((input) => ({ input, expected: 'ran' }));
    const pidsOf = (result: Awaited<ReturnType<typeof judge.judge>>) =>
      result.tests.map((test) => Number(/pid (\d+)/.exec(test.stderr)?.[1]));
    const jobs = [];
    for (let round = 0; round < 3; round++) jobs.push(await judge.judge(job('cpp', code, tests)));
    await judge.close();
    for (const result of jobs) {
      expect(result.status_id).toBe(JudgeStatus.accepted);
      // Two slots, each with a box of this job's own: two first runs.
      expect(pidsOf(result).filter((pid) => pid === 2)).toHaveLength(2);
    }
    expect(processesWithUids(uidBase)).toEqual([]);
  });

  it('a box waiting for the next job serves one with larger limits than the last', async () => {
    // The first job leaves a box of its shape waiting; the second, of the same shape but with
    // three times the CPU time, runs in it (a run may only lower the limits box-init has).
    const uidBase = freshUidBase();
    const judge = judgeWithUids(uidBase, 1);
    const code = `${headers}int main(){ puts("ran"); }`;
    const tests = [{ expected: 'ran' }, { expected: 'ran' }];
    const small = { ...smallLimits, cpuMs: 500, wallMs: wallLimitMs(500) };
    const large = { ...smallLimits, cpuMs: 3000, wallMs: wallLimitMs(3000) };
    const first = await judge.judge(job('cpp', code, tests, { limits: small }));
    const second = await judge.judge(job('cpp', code, tests, { limits: large }));
    await judge.close();
    expect([first.status_id, second.status_id]).toEqual([
      JudgeStatus.accepted,
      JudgeStatus.accepted,
    ]);
    expect(processesWithUids(uidBase)).toEqual([]);
  });

  it('judges many short runs in a row (the next request may reach box-init with the last)', async () => {
    const tests = Array.from({ length: 40 }, (_, index) => ({
      input: `${index}`,
      expected: `${index * 2}`,
    }));
    const { result, survivors } = await judgeOnOneSlot(
      'cpp',
      `${headers}int main(){ int k; std::cin >> k; printf("%d\\n", k * 2); }`,
      tests,
    );
    expect(result.tests.filter((test) => test.status_id === JudgeStatus.accepted)).toHaveLength(40);
    expect(survivors).toEqual([]);
  }, 60_000);
});
