import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JudgeStatus, wallLimitMs } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { leftoverRunCgroups } from './sandbox/cgroup-housekeeping';
import {
  cacheDir,
  job,
  judgeAlone as judgeOn,
  judgeWithUids,
  processesWithUids,
  sandboxSkipReason,
  smallLimits,
  uidBlocks,
} from './test-support';

// Every hostile program is judged by its own judge with its own uid range, so each test can
// prove that nothing of its runs survived while the others run concurrently.

const secret = `grindstone-secret-${Math.random().toString(36).slice(2)}`;
process.env.GRINDSTONE_TEST_SECRET = secret;
const projectFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../package.json');

const skip = sandboxSkipReason('hostile-program tests');

const freshUidBase = uidBlocks(71_000);
const judgeAlone = (...args: Parameters<typeof job>) => judgeOn(freshUidBase, ...args);
const cpp = (body: string, includes = '') =>
  `#include <bits/stdc++.h>\n#include <unistd.h>\n#include <signal.h>\n#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\n${includes}\nint main(){${body}}`;

describe.skipIf(skip !== null).concurrent('hostile programs are contained', () => {
  afterAll(async () => {
    // Empty run cgroups are removed in the background after each run.
    for (let i = 0; i < 50 && leftoverRunCgroups().length > 0; i++) await delay(100);
    expect(leftoverRunCgroups()).toEqual([]);
  });

  it('fork bomb: held by pids.max, stopped, nothing survives, host can still fork', async () => {
    const { result, survivors } = await judgeAlone('cpp', cpp('for(;;) fork();'));
    // Which limit stops a fork bomb is the host's doing. Every refused fork first allocates a
    // task, charged to the run's memory cgroup (v1 and v2 alike) until an RCU grace period frees
    // it; under emulation (scripts/vm) such tasks once piled up past the 128 MB limit (70.9 MB of
    // unreclaimable slab in a group of 5 tasks: MLE there, TLE on the v1 host). The verdict names
    // the cause instead, the same on every host (decision 108).
    const test = result.tests[0];
    expect(result.status_id).toBe(JudgeStatus.runtimeErrorOther);
    expect(test?.message).toMatch(
      /^The program reached its limit of 64 processes and threads together, and starting another one was refused\. It was then stopped /,
    );
    console.log(
      `fork bomb: ${test?.status.description}, ${test?.time} s CPU, ${test?.wallTime} s wall, ${test?.memory} KB — ${test?.message}`,
    );
    expect(survivors).toEqual([]);
    expect(spawnSync('/bin/true').status).toBe(0);
  });

  it('fork bomb (Python os.fork, refusals caught): held by pids.max, stopped, nothing survives', async () => {
    const code =
      'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n';
    const { result, survivors } = await judgeAlone('python', code);
    expect(result.status_id).toBe(JudgeStatus.runtimeErrorOther);
    expect(result.tests[0]?.message).toMatch(
      /^The program reached its limit of 64 processes and threads together, and starting another one was refused\. It was then stopped /,
    );
    expect(survivors).toEqual([]);
  });

  it('thread bomb (Java): threads refused at pids.max, stopped at the wall limit as waiting, nothing survives', async () => {
    const code =
      'public class Main { public static void main(String[] a) { while (true) new Thread(() -> { try { Thread.sleep(Long.MAX_VALUE); } catch (Exception e) {} }).start(); } }';
    const { result, survivors } = await judgeAlone('java', code);
    expect(survivors).toEqual([]);
    // Runs have transparent huge pages off (the launcher), so the same 31-32 MB on a host set to
    // "always" (the VM's Debian kernel) as on one set to "madvise"; with them on, each thread's
    // stack took a 2 MB page there and the JVM hit 128 MB at 74 threads (MLE).
    // main dies of the refused thread; the JVM then waits for its sleeping threads until the
    // wall clock stops it. The message names the cause, the thread limit, and that it was then
    // waiting, not computing.
    expect(result.status_id).toBe(JudgeStatus.runtimeErrorOther);
    expect(result.tests[0]?.stderr).toContain('unable to create native thread');
    expect(result.tests[0]?.message).toContain('its limit of 128 processes and threads together');
    expect(result.tests[0]?.message).toContain('it was waiting, not computing');
    expect(result.tests[0]?.wallTime).toBeGreaterThanOrEqual(2.4);
  });

  it('thread bomb (node workers): each worker is a whole V8 isolate, so MLE, nothing survives', async () => {
    const code =
      "const { Worker } = require('worker_threads'); for (let i = 0; i < 10000; i++) new Worker('setInterval(() => {}, 1000)', { eval: true }); setInterval(() => {}, 1000);";
    // Booting an isolate costs CPU as well as memory, and on a saturated host the CPU per
    // worker grows (1 s of CPU bought only ~105 MB there): with 4 s of CPU the 128 MB limit is
    // always what stops it, which is the containment this test is about.
    const { result, survivors } = await judgeAlone('javascript', code, [{}], {
      limits: { ...smallLimits, cpuMs: 4000, wallMs: wallLimitMs(4000) },
    });
    // Memory usually runs out before 64 threads (one per worker, a few for node itself); on a
    // saturated host the threads can come first, and the message then says so (decision 108).
    expect(result.status_id).toBe(JudgeStatus.memoryLimitExceeded);
    expect(result.tests[0]?.memory).toBeLessThanOrEqual(128 * 1024 + 1024);
    expect(survivors).toEqual([]);
  });

  it('memory bomb (touching every page, in 4 processes): MLE', async () => {
    const body =
      'fork(); fork(); for(;;){ char* p = (char*)malloc(1<<20); if(p) memset(p, 1, 1<<20); }';
    const { result, survivors } = await judgeAlone('cpp', cpp(body));
    expect(result.status_id).toBe(JudgeStatus.memoryLimitExceeded);
    expect(result.tests[0]?.memory).toBeLessThanOrEqual(128 * 1024 + 1024);
    expect(survivors).toEqual([]);
  });

  it('1 GB file write: stopped at the file-size limit, nothing lands on the host', async () => {
    const body =
      'FILE* f = fopen("big.bin", "w"); static char buf[1<<20]; for(int i=0;i<1024;i++) fwrite(buf, 1, sizeof buf, f); fclose(f);';
    const { result, survivors } = await judgeAlone('cpp', cpp(body));
    expect(result.status_id).toBe(JudgeStatus.runtimeErrorSigxfsz);
    expect(largeFilesUnder(join(cacheDir, 'work'))).toEqual([]);
    expect(survivors).toEqual([]);
  });

  it('output flood: stopped after the cap', async () => {
    const body =
      'static char buf[1<<16]; memset(buf, 65, sizeof buf); for(;;) fwrite(buf, 1, sizeof buf, stdout);';
    const { result, survivors } = await judgeAlone('cpp', cpp(body));
    expect(result.status_id).toBe(JudgeStatus.outputLimitExceeded);
    expect(result.tests[0]?.stdout.length).toBe(64 * 1024);
    expect(result.tests[0]?.wallTime).toBeLessThan(2);
    expect(survivors).toEqual([]);
  });

  it('network: connecting to the host loopback and to an outside address both fail', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const tryConnect = (ip: string, p: number) =>
      `{int s=socket(AF_INET,SOCK_STREAM,0); sockaddr_in a{}; a.sin_family=AF_INET; a.sin_port=htons(${p}); inet_pton(AF_INET,"${ip}",&a.sin_addr); puts(s>=0 && connect(s,(sockaddr*)&a,sizeof a)==0 ? "connected" : "blocked");}`;
    const native = await judgeAlone(
      'cpp',
      cpp(tryConnect('127.0.0.1', port) + tryConnect('1.1.1.1', 80)),
      [{ expected: 'blocked\nblocked' }],
    );
    const nodeCode = `const net = require('net'); let n = 0; for (const [host, p] of [['127.0.0.1', ${port}], ['1.1.1.1', 80]]) { const s = net.connect(p, host); s.on('connect', () => { console.log('connected'); process.exit(); }); s.on('error', () => { if (++n === 2) console.log('blocked'); }); }`;
    const node = await judgeAlone('javascript', nodeCode, [{ expected: 'blocked' }]);
    const pythonCode = `import socket\nfor host, p in (('127.0.0.1', ${port}), ('1.1.1.1', 80)):\n    try:\n        socket.create_connection((host, p), timeout=2)\n        print('connected')\n    except OSError:\n        print('blocked')\n`;
    const python = await judgeAlone('python', pythonCode, [{ expected: 'blocked\nblocked' }]);
    server.close();
    expect(native.result.status_id).toBe(JudgeStatus.accepted);
    expect(node.result.status_id).toBe(JudgeStatus.accepted);
    expect(python.result.status_id).toBe(JudgeStatus.accepted);
    expect(connections).toBe(0);
  });

  it('secrets: /etc/shadow, project files, /proc/*/environ and env vars are unreadable', async () => {
    const dump = (path: string) =>
      `{std::ifstream f("${path}"); std::stringstream s; s << f.rdbuf(); std::cout << "${path}:" << (f ? s.str() : std::string("missing")) << "\\n";}`;
    const files = [
      '/etc/shadow',
      '/etc/passwd',
      projectFile,
      '/proc/1/environ',
      '/proc/self/environ',
    ];
    const native = await judgeAlone(
      'cpp',
      cpp(`${files.map(dump).join('')} for(char** e = environ; *e; e++) puts(*e);`),
    );
    const javaCode = `import java.nio.file.*; public class Main { public static void main(String[] a) throws Exception { System.out.println(System.getenv()); for (String p : new String[]{"/proc/1/environ", "/proc/self/environ", "/etc/shadow", "${projectFile}"}) { try { System.out.println(p + ":" + new String(Files.readAllBytes(Paths.get(p)))); } catch (Exception e) { System.out.println(p + ":" + e); } } } }`;
    const java = await judgeAlone('java', javaCode);
    const nodeCode = `const fs = require('fs'); console.log(JSON.stringify(process.env)); for (const p of ['/proc/1/environ', '/proc/self/environ', '/etc/shadow', ${JSON.stringify(projectFile)}]) { try { console.log(p, fs.readFileSync(p, 'utf8')); } catch (e) { console.log(p, e.code); } }`;
    const node = await judgeAlone('javascript', nodeCode);
    const pythonCode = `import os\nprint(dict(os.environ))\nfor p in ('/proc/1/environ', '/proc/self/environ', '/etc/shadow', ${JSON.stringify(projectFile)}):\n    try:\n        print(p, open(p).read())\n    except OSError as e:\n        print(p, type(e).__name__)\n`;
    const python = await judgeAlone('python', pythonCode);
    for (const { result } of [native, java, node, python]) {
      expect(result.status_id).toBe(JudgeStatus.wrongAnswer); // ran fine, printed something
      const out = result.tests[0]?.stdout ?? '';
      expect(out).not.toContain(secret);
      expect(out).not.toContain('root:');
      expect(out).not.toContain('"workspaces"');
    }
    expect(native.result.tests[0]?.stdout).toContain(`${projectFile}:missing`);
    // bwrap sets PWD for --chdir; nothing else of any environment reaches the program.
    expect(node.result.tests[0]?.stdout).toContain('{"PWD":"/tmp"}');
    // CPython adds LC_CTYPE itself: it coerces the C locale to C.UTF-8 (PEP 538).
    expect(python.result.tests[0]?.stdout).toContain("{'PWD': '/tmp', 'LC_CTYPE': 'C.UTF-8'}");
  });

  it('kill -9 -1 touches nothing outside the sandbox', async () => {
    const uidBase = freshUidBase();
    // The sentinel runs as the very uid the program gets, so the uid drop cannot be what saves
    // it: only the sandbox's own pid namespace keeps kill(-1) from reaching it.
    // It must outlive the judging however slow the host is (it is killed below).
    const sentinel = spawn('/bin/sleep', ['3600'], { stdio: 'ignore', uid: uidBase, gid: uidBase });
    const judge = judgeWithUids(uidBase, 1);
    const result = await judge.judge(job('cpp', cpp('printf("%d\\n", kill(-1, SIGKILL));')));
    await judge.close();
    expect(result.status_id).not.toBe(JudgeStatus.internalError);
    expect(sentinel.exitCode).toBeNull();
    expect(sentinel.signalCode).toBeNull();
    const survivors = processesWithUids(uidBase).filter((p) => !p.startsWith(`${sentinel.pid} `));
    sentinel.kill();
    expect(survivors).toEqual([]);
  });

  it('child processes (system(), child_process, Runtime.exec, os.system) do not outlive the program', async () => {
    const native = await judgeAlone(
      'cpp',
      cpp(
        'if(fork()==0){ setsid(); if(fork()==0){ sleep(100); } _exit(0);} system("/bin/sleep 100 &"); puts("spawned");',
      ),
      [{ expected: 'spawned' }],
    );
    const node = await judgeAlone(
      'javascript',
      "require('child_process').spawn('/bin/sleep', ['100'], { detached: true, stdio: 'ignore' }).unref(); console.log('spawned');",
      [{ expected: 'spawned' }],
    );
    const java = await judgeAlone(
      'java',
      'public class Main { public static void main(String[] a) throws Exception { Runtime.getRuntime().exec(new String[]{"/bin/sleep", "100"}); System.out.println("spawned"); } }',
      [{ expected: 'spawned' }],
    );
    const python = await judgeAlone(
      'python',
      "import os, subprocess\nos.system('/bin/sleep 100 &')\nsubprocess.Popen(['/bin/sleep', '100'], start_new_session=True)\nprint('spawned')\n",
      [{ expected: 'spawned' }],
    );
    for (const { result, survivors } of [native, node, java, python]) {
      expect(result.status_id).toBe(JudgeStatus.accepted);
      expect(survivors).toEqual([]);
    }
  });

  it('writing outside the work dir fails; files do not survive into the next run', async () => {
    const uidBase = freshUidBase();
    const judge = judgeWithUids(uidBase, 1);
    const attempts = ['/box/x', '/usr/x', '/x', '/etc/x', '/dev/x', '/dev/shm/x', '/proc/x'];
    const write = attempts
      .map((path) => `printf("%s\\n", fopen("${path}", "w") ? "written" : "denied");`)
      .join('');
    const leave =
      'fclose(fopen("/tmp/left-behind", "w")); puts(access("/tmp/left-behind", F_OK)==0 ? "left" : "-");';
    const first = await judge.judge(
      job('cpp', cpp(write + leave), [
        { expected: `${attempts.map(() => 'denied').join('\n')}\nleft` },
      ]),
    );
    const second = await judge.judge(
      job('cpp', cpp('puts(access("/tmp/left-behind", F_OK)==0 ? "found" : "clean");'), [
        { expected: 'clean' },
      ]),
    );
    // The same attempts from Python, whose open() raises where fopen() returns NULL.
    const pythonWrite = `import os\nfor p in ${JSON.stringify(attempts)}:\n    try:\n        open(p, 'w').close()\n        print('written')\n    except OSError:\n        print('denied')\nopen('/tmp/left-behind', 'w').close()\nprint('left' if os.path.exists('/tmp/left-behind') else '-')\n`;
    const fromPython = await judge.judge(
      job('python', pythonWrite, [
        { expected: `${attempts.map(() => 'denied').join('\n')}\nleft` },
      ]),
    );
    expect(first.status_id).toBe(JudgeStatus.accepted);
    expect(second.status_id).toBe(JudgeStatus.accepted);
    expect(fromPython.status_id).toBe(JudgeStatus.accepted);
    await judge.close();
    expect(processesWithUids(uidBase)).toEqual([]);
  });

  it('compiling cannot read host files (#include "/etc/shadow", a project file)', async () => {
    const shadow = await judgeAlone('cpp', '#include "/etc/shadow"\nint main(){}');
    const project = await judgeAlone('cpp', `#include "${projectFile}"\nint main(){}`);
    for (const { result } of [shadow, project]) {
      expect(result.status_id).toBe(JudgeStatus.compilationError);
      expect(result.compile.output).toContain('No such file or directory');
    }
  });
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function largeFilesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    try {
      if (statSync(join(dir, entry)).size > 32 * 1024 * 1024) found.push(entry);
    } catch {
      // Removed while we looked (another test's work dir).
    }
  }
  return found;
}
