import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { artefactKey, type Stage } from './compile-cache';
import { languages } from './languages';
import {
  cacheDir,
  job,
  judgeWithUids,
  processesWithUids,
  sandboxSkipReason,
  smallLimits,
} from './test-support';

const skip = sandboxSkipReason('verdict tests');

const uidBase = 70_000;
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}
const js = (code: string) => code;

describe.skipIf(skip !== null)('verdicts', () => {
  const judge = skip ? null : judgeWithUids(uidBase, 2);
  const run = (...args: Parameters<typeof job>) => {
    if (!judge) throw new Error('unreachable: skipped without a sandbox');
    return judge.judge(job(...args));
  };
  afterAll(async () => {
    // close() returns once every run is gone: no process of theirs may be left then.
    await judge?.close();
    expect(processesWithUids(uidBase)).toEqual([]);
  });

  describe('C++', () => {
    const sum =
      '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}';

    it('accepts a correct program and reports time, wall time and memory', async () => {
      const result = await run('cpp', sum, [
        { input: '1 2', expected: '3' },
        { input: '40 2\n', expected: '42\n\n' },
      ]);
      expect(result.compile.ok).toBe(true);
      expect(result.status_id).toBe(JudgeStatus.accepted);
      expect(result.tests.map((test) => test.status_id)).toEqual([3, 3]);
      const [first] = result.tests;
      expect(first?.stdout).toBe('3\n');
      expect(first?.time).toBeGreaterThanOrEqual(0);
      expect(first?.wallTime).toBeGreaterThan(0);
      expect(first?.memory).toBeGreaterThan(0);
    });

    it('gives Wrong Answer per test', async () => {
      const result = await run('cpp', sum, [
        { input: '1 2', expected: '3' },
        { input: '1 2', expected: '4' },
      ]);
      expect(result.tests.map((test) => test.status_id)).toEqual([3, 4]);
      expect(result.status).toEqual({ id: 4, description: 'Wrong Answer' });
    });

    it('gives Compilation Error with the compiler message, capped', async () => {
      const errors = Array.from({ length: 400 }, (_, i) => `int f${i}() { return nope${i}; }`);
      const result = await run('cpp', `${errors.join('\n')}\nint main(){}`);
      expect(result.status_id).toBe(JudgeStatus.compilationError);
      expect(result.compile.ok).toBe(false);
      expect(result.compile.output).toMatch(/.nope0. was not declared/);
      expect(result.compile.output).toContain('main.cpp:1');
      expect(result.compile.output.length).toBeLessThan(8300);
      expect(result.compile.output).toContain('truncated');
      expect(result.tests).toEqual([]);
    });

    it('reports runtime errors by signal and exit code, with stderr', async () => {
      const programs: [string, number, number | null, number | null][] = [
        ['int main(){volatile int*p=nullptr;*p=1;}', JudgeStatus.runtimeErrorSigsegv, null, 11],
        ['int main(){volatile int z=0,n=7;return n/z;}', JudgeStatus.runtimeErrorSigfpe, null, 8],
        ['#include <cstdlib>\nint main(){abort();}', JudgeStatus.runtimeErrorSigabrt, null, 6],
        [
          '#include <cstdio>\nint main(){fprintf(stderr,"bad input\\n");return 3;}',
          JudgeStatus.runtimeErrorNzec,
          3,
          null,
        ],
      ];
      const results = await Promise.all(programs.map(([code]) => run('cpp', code)));
      results.forEach((result, index) => {
        const [, status, exitCode, signal] = programs[index] as (typeof programs)[number];
        expect(result.tests[0]?.status_id).toBe(status);
        expect(result.tests[0]?.exitCode).toBe(exitCode);
        expect(result.tests[0]?.signal).toBe(signal);
      });
      expect(results[3]?.tests[0]?.stderr).toBe('bad input\n');
    });

    it('gives TLE on CPU (busy loop); a sleep or a blocked read is stopped by the wall clock as waiting, never a TLE', async () => {
      const busy = 'int main(){volatile unsigned long x=0;for(;;)x++;}';
      const sleepy = '#include <unistd.h>\nint main(){sleep(100);}';
      const blocked = '#include <unistd.h>\nint main(){int p[2];pipe(p);char c;read(p[0],&c,1);}';
      // Reads stdin past its input: stdin is closed after the test's data, so the read returns
      // end-of-file at once and the program is judged on what it printed, never left waiting.
      const beyondInput =
        '#include <bits/stdc++.h>\n#include <unistd.h>\nint main(){int a = 0, b = 0; std::cin >> a >> b; char c; while (read(0, &c, 1) > 0) {} std::cout << a + b << std::endl;}';
      const [busyResult, eof, ...waiting] = await Promise.all([
        run('cpp', busy),
        run('cpp', beyondInput, [{ input: '1', expected: '1' }]),
        run('cpp', sleepy),
        run('cpp', blocked),
      ]);
      expect(eof.tests[0]?.status_id).toBe(JudgeStatus.accepted);
      expect(eof.tests[0]?.wallTime).toBeLessThan(2);
      const cpuLimit = smallLimits.cpuMs / 1000;
      expect(busyResult?.tests[0]?.status_id).toBe(JudgeStatus.timeLimitExceeded);
      // The learner never sees a time limit verdict with a CPU time below the limit.
      expect(busyResult?.tests[0]?.time).toBeGreaterThan(cpuLimit);
      for (const result of waiting) {
        const test = result.tests[0];
        expect(test?.status_id).toBe(JudgeStatus.runtimeErrorOther);
        expect(test?.wallTime).toBeGreaterThanOrEqual(smallLimits.wallMs / 1000 - 0.1);
        expect(test?.time).toBeLessThan(cpuLimit);
        expect(test?.message).toMatch(
          /^Stopped after \d+\.\d\d s of wall-clock time, having used \d+\.\d\d s of its 1\.00 s CPU time limit: the program was waiting/,
        );
      }
    });

    it('judges a program refused a thread at the pids limit on its own ending: Accepted if it coped, SIGABRT with the reason if not', async () => {
      // Asks for 100 threads that each sleep a little, where C++ runs get 64 processes and
      // threads together; a refused thread is a std::system_error.
      const spawner = (handled: boolean) =>
        `#include <bits/stdc++.h>\nint main(){std::vector<std::thread> threads;int started=0;for(int i=0;i<100;i++){${handled ? 'try{' : ''}threads.emplace_back([]{std::this_thread::sleep_for(std::chrono::milliseconds(300));});started++;${handled ? '}catch(const std::system_error&){break;}' : ''}}for(auto&t:threads)t.join();std::cout<<(started<100?"refused":"all")<<std::endl;}`;
      const [coped, aborted] = await Promise.all([
        run('cpp', spawner(true), [{ expected: 'refused' }]),
        run('cpp', spawner(false)),
      ]);
      expect(coped.tests[0]?.status_id).toBe(JudgeStatus.accepted);
      expect(coped.tests[0]?.message).toBeUndefined();
      expect(aborted.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorSigabrt);
      expect(aborted.tests[0]?.stderr).toContain('std::system_error');
      expect(aborted.tests[0]?.message).toBe(
        'The program reached its limit of 64 processes and threads together, and starting another one was refused.',
      );
    });

    it('gives MLE when allocation goes beyond the limit', async () => {
      const code =
        '#include <bits/stdc++.h>\nint main(){std::vector<char> v;for(;;){v.resize(v.size()+(1<<24),1);}}';
      const result = await run('cpp', code);
      expect(result.tests[0]?.status_id).toBe(JudgeStatus.memoryLimitExceeded);
      expect(result.tests[0]?.memory).toBeGreaterThan(100 * 1024);
    });

    it('gives MLE for an uncaught bad_alloc, but judges a successful program that prints one on its output', async () => {
      const printsIt =
        '#include <cstdio>\nint main(){fputs("std::bad_alloc\\n",stderr);puts("3");}';
      const throwsIt = '#include <new>\nint main(){throw std::bad_alloc();}';
      const [printed, thrown] = await Promise.all([
        run('cpp', printsIt, [{ expected: '3' }]),
        run('cpp', throwsIt),
      ]);
      expect(printed.tests[0]).toMatchObject({
        status_id: 3,
        exitCode: 0,
        stderr: 'std::bad_alloc\n',
      });
      expect(thrown.tests[0]?.status_id).toBe(JudgeStatus.memoryLimitExceeded);
    });

    it('gives Output Limit Exceeded and keeps only the cap', async () => {
      const code = '#include <cstdio>\nint main(){for(;;)fputs("spam spam spam\\n",stdout);}';
      const result = await run('cpp', code);
      expect(result.tests[0]?.status_id).toBe(JudgeStatus.outputLimitExceeded);
      expect(result.tests[0]?.stdout.length).toBe(64 * 1024);
    });

    it('judges with the problem checker (tokens, float)', async () => {
      const print = (text: string) => `#include <cstdio>\nint main(){printf("${text}");}`;
      const tokens = await run('cpp', print('1\\n2   3'), [{ expected: '1 2 3' }], {
        checker: { type: 'tokens' },
      });
      const float = await run('cpp', print('3.14160'), [{ expected: '3.1416' }], {
        checker: { type: 'float', absTolerance: 1e-4 },
      });
      const floatWrong = await run('cpp', print('3.2'), [{ expected: '3.1416' }], {
        checker: { type: 'float', absTolerance: 1e-4 },
      });
      const strict = await run('cpp', print('1\\n2   3'), [{ expected: '1 2 3' }]);
      expect([tokens, float, floatWrong, strict].map((r) => r.status_id)).toEqual([3, 3, 4, 4]);
    });

    it('runs the tests of one submission in parallel, one per slot', async () => {
      // Each test prints when it started and ended (the host clock: bwrap keeps the time
      // namespace) around a 1 s sleep. Run in parallel the intervals overlap; one after the
      // other they could not, however loaded the host.
      const code =
        '#include <chrono>\n#include <cstdio>\n#include <thread>\nusing namespace std::chrono;\nlong long now(){return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();}\nint main(){long long start=now();std::this_thread::sleep_for(seconds(1));printf("%lld %lld\\n",start,now());}';
      const result = await run('cpp', code, [{}, {}]);
      const [first, second] = result.tests.map((test) => test.stdout.trim().split(' ').map(Number));
      const [start1 = 0, end1 = 0] = first ?? [];
      const [start2 = 0, end2 = 0] = second ?? [];
      expect(end1 - start1).toBeGreaterThanOrEqual(1000);
      expect(end2 - start2).toBeGreaterThanOrEqual(1000);
      expect({ overlap: start1 < end2 && start2 < end1 }).toEqual({ overlap: true });
    });

    it('compiles the same code once (Run then Submit)', async () => {
      const code = `${sum}\n// cache probe ${Date.now()}`;
      const [firstMs, first] = await timed(() =>
        run('cpp', code, [{ input: '1 1', expected: '2' }]),
      );
      const [secondMs, second] = await timed(() =>
        run('cpp', code, [{ input: '2 2', expected: '4' }]),
      );
      expect([first.status_id, second.status_id]).toEqual([3, 3]);
      // The first includes a compile (≈0.6 s with the PCH); the second only runs.
      expect(secondMs).toBeLessThan(firstMs / 2);
    });
  });

  describe('Java', () => {
    const main = (body: string) =>
      `import java.util.*;\npublic class Main {\n public static void main(String[] args) throws Exception {\n${body}\n }\n}`;

    it('accepts, gives WA, and CE with the message', async () => {
      const code = main(
        'Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong());',
      );
      const [ok, broken] = await Promise.all([
        run('java', code, [
          { input: '1 2', expected: '3' },
          { input: '1 2', expected: '4' },
        ]),
        run('java', main('int x = "text";')),
      ]);
      expect(ok.tests.map((test) => test.status_id)).toEqual([3, 4]);
      expect(broken.status_id).toBe(JudgeStatus.compilationError);
      expect(broken.compile.output).toContain('incompatible types');
    });

    it('gives Compilation Error with the compiler message, capped', async () => {
      const lines = Array.from({ length: 150 }, (_, i) => `int v${i} = "${'x'.repeat(100)}";`);
      const result = await run('java', main(lines.join('\n')));
      expect(result.status_id).toBe(JudgeStatus.compilationError);
      expect(result.compile.output).toContain('Main.java:4: error: incompatible types');
      expect(result.compile.output.length).toBeLessThan(8300);
      expect(result.compile.output).toContain('truncated');
      expect(result.tests).toEqual([]);
    });

    it('gives NZEC with the exception on stderr', async () => {
      const result = await run('java', main('int[] a = new int[1]; System.out.println(a[5]);'));
      expect(result.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorNzec);
      expect(result.tests[0]?.exitCode).toBe(1);
      expect(result.tests[0]?.stderr).toContain('ArrayIndexOutOfBoundsException');
    });

    it('gives TLE on a busy loop, a waiting verdict on sleep and on a read that never returns, MLE on OutOfMemoryError, OLE on a flood', async () => {
      const [busy, sleepy, blocked, oom, flood] = await Promise.all([
        run(
          'java',
          main('long x = 0; while (true) { x++; if (x == -1) break; } System.out.println(x);'),
        ),
        run('java', main('Thread.sleep(100000);')),
        // stdin is closed after the input: a pipe nobody writes to is a read that never returns.
        run(
          'java',
          main(
            'java.nio.channels.Pipe p = java.nio.channels.Pipe.open(); p.source().read(java.nio.ByteBuffer.allocate(1));',
          ),
        ),
        run(
          'java',
          main('List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 20]);'),
        ),
        run('java', main('while (true) System.out.println("flood flood flood");')),
      ]);
      expect(busy.tests[0]?.status_id).toBe(JudgeStatus.timeLimitExceeded);
      expect(busy.tests[0]?.time).toBeGreaterThan(smallLimits.cpuMs / 1000);
      for (const waiting of [sleepy, blocked]) {
        expect(waiting.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorOther);
        expect(waiting.tests[0]?.message).toContain('the program was waiting');
      }
      expect(blocked.tests[0]?.wallTime).toBeGreaterThanOrEqual(2.4);
      expect(blocked.tests[0]?.time).toBeLessThan(1);
      expect(oom.tests[0]?.status_id).toBe(JudgeStatus.memoryLimitExceeded);
      expect(oom.tests[0]?.stderr).toContain('OutOfMemoryError');
      expect(flood.tests[0]?.status_id).toBe(JudgeStatus.outputLimitExceeded);
    });
  });

  it('judges a Java or JavaScript program that exits 0 on its output, whatever its stderr says about memory', async () => {
    const [java, node] = await Promise.all([
      run(
        'java',
        'public class Main { public static void main(String[] a) { System.err.println("Exception in thread \\"x\\" java.lang.OutOfMemoryError: Java heap space"); System.out.println(3); } }',
        [{ expected: '3' }],
      ),
      run(
        'javascript',
        "console.error('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'); console.log(3);",
        [{ expected: '3' }],
      ),
    ]);
    expect(java.tests[0]).toMatchObject({ status_id: 3, exitCode: 0 });
    expect(java.tests[0]?.stderr).toContain('OutOfMemoryError');
    expect(node.tests[0]).toMatchObject({ status_id: 3, exitCode: 0 });
    expect(node.tests[0]?.stderr).toContain('heap out of memory');
  });

  describe('JavaScript', () => {
    it('accepts, gives WA, and syntax errors are Compilation Errors', async () => {
      const code = js(
        "const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);\nconsole.log(a + b);",
      );
      const [ok, broken] = await Promise.all([
        run('javascript', code, [
          { input: '1 2', expected: '3' },
          { input: '1 2', expected: '4' },
        ]),
        run('javascript', 'function ( {'),
      ]);
      expect(ok.tests.map((test) => test.status_id)).toEqual([3, 4]);
      expect(broken.status_id).toBe(JudgeStatus.compilationError);
      expect(broken.compile.output).toContain('SyntaxError');
      expect(broken.tests).toEqual([]);
    });

    it('checks the syntax only when a run ends as a syntax error would', async () => {
      const stored = (code: string, stage: Stage) => {
        const key = artefactKey(languages.javascript, code, stage);
        return readdirSync(join(cacheDir, 'artefacts')).some((name) => name.startsWith(`${key}.`));
      };
      const correct = `console.log(6 * 7); // ${process.pid} ${Date.now()}`;
      const accepted = await run('javascript', correct, [{ expected: '42' }]);
      expect(accepted.status_id).toBe(JudgeStatus.accepted);
      // Run from the source alone: no checked artefact was ever made for it.
      expect(stored(correct, 'source')).toBe(true);
      expect(stored(correct, 'compiled')).toBe(false);
      // A SyntaxError the program throws itself: the check passes, the run keeps its verdict.
      const thrown = await run('javascript', `JSON.parse('{'); // ${Date.now()}`);
      expect(thrown.compile.ok).toBe(true);
      expect(thrown.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorNzec);
      expect(thrown.tests[0]?.stderr).toContain('SyntaxError');
      // A known Compilation Error is answered from the cache, with no run at all.
      const typo = `function ( { // ${Date.now()}`;
      expect((await run('javascript', typo)).status_id).toBe(JudgeStatus.compilationError);
      const [ms, again] = await timed(() => run('javascript', typo));
      expect(again.status_id).toBe(JudgeStatus.compilationError);
      expect(again.tests).toEqual([]);
      expect(ms).toBeLessThan(1000);
    });

    it('gives NZEC with the error on stderr, TLE on busy loops, a waiting verdict on timers and a read that never returns, MLE on heap exhaustion', async () => {
      // stdin is closed after the input: a FIFO nobody writes to is a read that never returns.
      const blockedRead =
        "const fs = require('fs'); require('child_process').execFileSync('/usr/bin/mkfifo', ['/tmp/never']); fs.readSync(fs.openSync('/tmp/never', 'r+'), Buffer.alloc(1));";
      const [thrown, busy, waiting, blocked, heap] = await Promise.all([
        run('javascript', "throw new Error('boom')"),
        run('javascript', 'for (;;) {}'),
        run('javascript', 'setTimeout(() => {}, 100000)'),
        run('javascript', blockedRead),
        run('javascript', 'const a = []; for (;;) a.push(new Array(1e6).fill(1.5));'),
      ]);
      expect(thrown.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorNzec);
      expect(thrown.tests[0]?.stderr).toContain('Error: boom');
      expect(busy.tests[0]?.status_id).toBe(JudgeStatus.timeLimitExceeded);
      expect(busy.tests[0]?.time).toBeGreaterThan(smallLimits.cpuMs / 1000);
      for (const stopped of [waiting, blocked]) {
        expect(stopped.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorOther);
        expect(stopped.tests[0]?.message).toContain('the program was waiting');
      }
      expect(blocked.tests[0]?.wallTime).toBeGreaterThanOrEqual(2.4);
      expect(blocked.tests[0]?.time).toBeLessThan(1);
      expect(heap.tests[0]?.status_id).toBe(JudgeStatus.memoryLimitExceeded);
    });

    it('caps the Compilation Error output (node prints the whole offending line)', async () => {
      const result = await run('javascript', `let a = 1 + ${'x'.repeat(20_000)} +;`);
      expect(result.status_id).toBe(JudgeStatus.compilationError);
      expect(result.compile.output).toContain('main.js:1');
      expect(result.compile.output.length).toBeLessThan(8300);
      expect(result.compile.output).toContain('truncated');
    });

    it('reports exit codes and signals', async () => {
      const [exited, aborted, killed] = await Promise.all([
        run('javascript', "console.error('bad'); process.exit(2)"),
        run('javascript', 'process.abort()'),
        run('javascript', "process.kill(process.pid, 'SIGSEGV')"),
      ]);
      expect(exited.tests[0]).toMatchObject({ status_id: 11, exitCode: 2, stderr: 'bad\n' });
      expect(aborted.tests[0]).toMatchObject({ status_id: 10, signal: 6 });
      expect(killed.tests[0]).toMatchObject({ status_id: 7, signal: 11 });
    });

    it('handles deep recursion and output limits', async () => {
      const [deep, flood] = await Promise.all([
        run(
          'javascript',
          'const f = (n) => (n === 0 ? 0 : 1 + f(n - 1)); console.log(f(200000));',
          [{ expected: '200000' }],
        ),
        run('javascript', "const s = 'x'.repeat(1 << 16); for (;;) process.stdout.write(s);"),
      ]);
      expect(deep.tests[0]?.status_id).toBe(JudgeStatus.accepted);
      expect(flood.tests[0]?.status_id).toBe(JudgeStatus.outputLimitExceeded);
    });
  });

  describe('Python', () => {
    it('accepts, gives WA, and a syntax error is a Compilation Error naming its line', async () => {
      const sum = 'import sys\na, b = map(int, sys.stdin.buffer.read().split())\nprint(a + b)\n';
      const [ok, unclosed, indented] = await Promise.all([
        run('python', sum, [
          { input: '1 2', expected: '3' },
          { input: '1 2', expected: '4' },
        ]),
        run('python', 'a = 1\nb = (2 +\nprint(a)\n'),
        run('python', 'x = 1\n    print(x)\n'),
      ]);
      expect(ok.tests.map((test) => test.status_id)).toEqual([3, 4]);
      for (const broken of [unclosed, indented]) {
        expect(broken.status_id).toBe(JudgeStatus.compilationError);
        expect(broken.tests).toEqual([]);
      }
      expect(unclosed.compile.output).toContain('line 2');
      expect(unclosed.compile.output).toContain("SyntaxError: '(' was never closed");
      expect(indented.compile.output).toContain('IndentationError');
      expect(indented.compile.output).toContain('line 2');
    });

    it('checks the syntax only when a run ends as a syntax error would', async () => {
      const stored = (code: string, stage: Stage) => {
        const key = artefactKey(languages.python, code, stage);
        return readdirSync(join(cacheDir, 'artefacts')).some((name) => name.startsWith(`${key}.`));
      };
      const correct = `print(6 * 7)  # ${process.pid} ${Date.now()}`;
      expect((await run('python', correct, [{ expected: '42' }])).status_id).toBe(
        JudgeStatus.accepted,
      );
      expect(stored(correct, 'source')).toBe(true);
      expect(stored(correct, 'compiled')).toBe(false);
      // A SyntaxError the program raises itself passes the check and keeps its runtime verdict.
      const raised = await run('python', `eval('1 +')  # ${Date.now()}`);
      expect(raised.compile.ok).toBe(true);
      expect(raised.tests[0]?.status_id).toBe(JudgeStatus.runtimeErrorNzec);
      expect(raised.tests[0]?.stderr).toContain('SyntaxError');
    });

    it('shows an exception by name, message and line, and no path of the host', async () => {
      const result = await run('python', 'x = 1\nprint(x // 0)\n');
      const test = result.tests[0];
      expect(test?.status_id).toBe(JudgeStatus.runtimeErrorNzec);
      expect(test?.stderr).toContain('ZeroDivisionError: integer division or modulo by zero');
      expect(test?.stderr).toContain('line 2');
      expect(test?.stderr).not.toContain(cacheDir);
      expect(test?.stderr).not.toMatch(/\/(root|home|work|var)\//);
    });

    it('runs a recursion 100 000 deep after sys.setrecursionlimit, through C frames too', async () => {
      // functools.cache's wrapper is C: each level takes C stack, which CPython's default 8 MB
      // would overflow (SIGSEGV) long before 100 000; plain Python calls take none since 3.11.
      const deep = [
        'import sys',
        'from functools import cache',
        'sys.setrecursionlimit(400000)',
        'def f(n): return 0 if n == 0 else 1 + f(n - 1)',
        '@cache',
        'def g(n): return 0 if n == 0 else 1 + g(n - 1)',
        'print(f(100000), g(100000))',
        '',
      ].join('\n');
      const result = await run('python', deep, [{ expected: '100000 100000' }]);
      expect(result.tests[0]?.status_id).toBe(JudgeStatus.accepted);
      expect(result.tests[0]?.memory).toBeLessThan(smallLimits.memoryKb);
    });

    it('gives TLE on a busy loop and MLE past the memory limit, whether the OOM killer or CPython stops it', async () => {
      const [busy, grown, huge] = await Promise.all([
        run('python', 'while True:\n    pass\n'),
        run('python', 'a = []\nwhile True:\n    a.append([1] * 1000000)\n'),
        run('python', 'a = [0] * 10**12\n'),
      ]);
      expect(busy.tests[0]?.status_id).toBe(JudgeStatus.timeLimitExceeded);
      expect(busy.tests[0]?.time).toBeGreaterThan(smallLimits.cpuMs / 1000);
      expect(grown.tests[0]?.status_id).toBe(JudgeStatus.memoryLimitExceeded);
      expect(huge.tests[0]?.status_id).toBe(JudgeStatus.memoryLimitExceeded);
      expect(huge.tests[0]?.stderr).toContain('MemoryError');
    });
  });
});
