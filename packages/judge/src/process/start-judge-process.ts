import { type ChildProcess, fork } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import type { JudgeJob, JudgeResult } from '@grindstone/contract';
import type { Judge } from '../create-judge';
import { asJudgeError, JudgeError } from '../errors';
import type { FromJudgeProcess, JudgeProcessOptions, ToJudgeProcess } from './protocol';

export type JudgeProcessSpawn = {
  /** The judge process's entry: `child-main.ts` (with `execArgv` for a TypeScript loader) or its bundle. */
  entry: string;
  execArgv?: string[];
  /** Working directory of the judge process (where `execArgv`'s loader resolves from). */
  cwd?: string;
  /**
   * Niceness of the judge process, inherited by every compiler and program it starts: judging
   * yields the CPU to the API when both want it. Default 10, or this process's own if higher.
   */
  niceness?: number;
  /** How long the judge may take to start (probing the host, building its helpers). Default 120 s. */
  startTimeoutMs?: number;
  /**
   * The entry point's environment (its `process.env`), handed in rather than read here: the
   * judge process gets only the INHERITED_VARIABLES of it. Default: none.
   */
  parentEnvironment?: NodeJS.ProcessEnv;
};

/**
 * Only what the judge needs from the parent's environment. Everything else (the session secret,
 * database and AI credentials) stays out of the process that runs untrusted code.
 */
const INHERITED_VARIABLES = ['PATH', 'TMPDIR', 'HOME', 'LANG', 'TZ'];

function judgeEnvironment(parent: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of INHERITED_VARIABLES) {
    if (parent[name] !== undefined) env[name] = parent[name];
  }
  return env;
}

type Ready = Extract<FromJudgeProcess, { type: 'ready' }>;
type Pending = { resolve: (result: JudgeResult) => void; reject: (error: JudgeError) => void };

interface Running {
  child: ChildProcess;
  ready: Ready;
  pending: Map<number, Pending>;
}

/**
 * Starts the judge in a child process of its own and returns it as a `Judge`: the API process
 * then never forks (a fork of a process holding the embedded database's heap blocked its event
 * loop ~20 ms per spawn) and sandboxed programs run at a lower CPU priority than the API.
 *
 * If the judge process dies (or answers something that is not a message of its protocol), the
 * jobs it held reject with `JudgeError('judge-failed')` and the next job starts a new one.
 */
export async function startJudgeProcess(
  options: JudgeProcessOptions,
  spawn: JudgeProcessSpawn,
): Promise<Judge> {
  let nextId = 1;
  let closing = false;
  let running: Promise<Running> | undefined;

  const launch = (): Promise<Running> =>
    new Promise((resolve, reject) => {
      const child = fork(spawn.entry, [], {
        execArgv: spawn.execArgv ?? [],
        cwd: spawn.cwd,
        env: judgeEnvironment(spawn.parentEnvironment),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
      });
      const pending = new Map<number, Pending>();
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new JudgeError('judge-failed', 'the judge process did not start in time'));
      }, spawn.startTimeoutMs ?? 120_000);
      child.on('message', (message: FromJudgeProcess) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve({ child, ready: message, pending });
          return;
        }
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (message.type === 'result') waiting.resolve(message.result);
        else if (message.type === 'refused') {
          waiting.reject(new JudgeError(message.code, message.message));
        } else {
          const unknown = JSON.stringify(message).slice(0, 200);
          waiting.reject(new JudgeError('judge-failed', `the judge process answered ${unknown}`));
        }
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        const why = new JudgeError(
          'judge-failed',
          `the judge process exited (${signal ?? `code ${code}`})`,
        );
        reject(why);
        for (const waiting of pending.values()) waiting.reject(why);
        pending.clear();
        running = undefined;
      });
      if (child.pid !== undefined) {
        try {
          // Never above this process's own niceness: under `nice -n 19` (a CI job, an operator
          // verifying the catalogue on a shared host) root could otherwise raise the judge to 10.
          setPriority(child.pid, Math.max(getPriority(), spawn.niceness ?? 10));
        } catch {
          // Not permitted (an unprivileged user cannot lower priority below its own): run as is.
        }
      }
      const start: ToJudgeProcess = { type: 'start', options };
      child.send(start);
    });

  const current = () => {
    running ??= launch();
    return running;
  };
  const first = (await current()).ready;

  return {
    sandbox: first.sandbox,
    slots: first.slots,
    availableLanguages: () => first.languages,
    async judge(job: JudgeJob): Promise<JudgeResult> {
      if (closing) throw new JudgeError('sandbox-unavailable', 'the judge is shutting down');
      const { child, pending } = await current();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const message: ToJudgeProcess = { type: 'judge', id, job };
        child.send(message, (error) => {
          // The process died between the lookup and the send; its exit ends the other jobs.
          if (error && pending.delete(id)) reject(asJudgeError(error));
        });
      });
    },
    async close() {
      closing = true;
      const state = await running?.catch(() => undefined);
      if (!state || state.child.exitCode !== null) return;
      const exited = new Promise((resolve) => state.child.once('exit', resolve));
      const close: ToJudgeProcess = { type: 'close' };
      state.child.send(close);
      const force = setTimeout(() => state.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
