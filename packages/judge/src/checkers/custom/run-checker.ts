import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { CustomChecker, JudgeTest } from '@grindstone/contract';
import { boxDir, type Language } from '../../languages';
import type { Sandbox, SandboxLimits, SandboxRequest, SandboxSession } from '../../sandbox';
import { type CheckerVerdict, checkerVerdict } from './checker-verdict';

const mb = 1024;
/** A checker is the author's code: generous, fixed limits (Kattis's default validation limits). */
export const checkerLimits: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 1024 * mb,
  stdoutBytes: 64 * 1024,
  stderrBytes: 64 * 1024,
  pids: 16,
  fileSizeKb: 16 * mb,
  stackKb: 256 * mb,
  openFiles: 64,
  tmpKb: 64 * mb,
};
const messageBytes = 64 * 1024;
const dataDir = '/judge';
const feedbackDir = '/feedback';

export type CompiledChecker = {
  config: CustomChecker;
  /** The compiled checker (a C++ artefact) and the language that runs it. */
  artefactDir: string;
  language: Language;
};

/**
 * Runs the problem's checker on one test's output in the sandbox: the test's files are mounted
 * read-only, and a Kattis validator gets a writable feedback dir of its own, read back (at most
 * 64 KB, regular files only) and removed after the run.
 */
export async function runChecker(
  sandbox: Pick<Sandbox, 'createWorkDir'>,
  session: SandboxSession,
  checker: CompiledChecker,
  test: JudgeTest,
  output: string,
): Promise<CheckerVerdict> {
  const { protocol } = checker.config;
  return withCheckerFiles(sandbox, checker, test, output, async ({ judgeMessage, ...request }) => {
    const outcome = await session.run({
      ...request,
      stdin: protocol === 'kattis' ? output : '',
      limits: checkerLimits,
    });
    return checkerVerdict(protocol, outcome, { judgeMessage: judgeMessage() || outcome.stderr });
  });
}

/** A checker's run as its protocol calls it, and what it wrote as its judge message. */
export type CheckerRequest = Omit<SandboxRequest, 'stdin' | 'limits'> & {
  judgeMessage: () => string;
};

/**
 * Writes the test's files for the checker (input, answer, and testlib's output file), makes its
 * Kattis feedback dir, and removes both once `use` settles. The request runs the checker with
 * its protocol's arguments: `input answer feedback/` (Kattis, which also reads the output or,
 * interactive, talks to the program on stdin and stdout), `input output answer` (testlib).
 */
export async function withCheckerFiles<T>(
  sandbox: Pick<Sandbox, 'createWorkDir'>,
  checker: CompiledChecker,
  test: JudgeTest,
  output: string | null,
  use: (request: CheckerRequest) => Promise<T>,
): Promise<T> {
  const { protocol, args } = checker.config;
  const data = sandbox.createWorkDir('checker-data');
  const feedback = sandbox.createWorkDir('checker-feedback');
  try {
    writeFileSync(join(data, 'input'), test.input, { mode: 0o644 });
    writeFileSync(join(data, 'answer'), test.expected, { mode: 0o644 });
    if (protocol === 'testlib') writeFileSync(join(data, 'output'), output ?? '', { mode: 0o644 });
    const command = checker.language.run({
      cpuMs: checkerLimits.cpuMs,
      wallMs: checkerLimits.wallMs,
      memoryKb: checkerLimits.memoryKb,
      outputKb: checkerLimits.stdoutBytes / 1024,
    });
    const files =
      protocol === 'kattis'
        ? [`${dataDir}/input`, `${dataDir}/answer`, `${feedbackDir}/`]
        : [`${dataDir}/input`, `${dataDir}/output`, `${dataDir}/answer`];
    return await use({
      argv: [...command.argv, ...files, ...args],
      env: command.env ?? {},
      mounts: [
        { host: checker.artefactDir, sandbox: boxDir },
        { host: data, sandbox: dataDir },
        { host: feedback, sandbox: feedbackDir, writable: true },
      ],
      cwd: '/tmp',
      judgeMessage: () => readRegularFile(join(feedback, 'judgemessage.txt')),
    });
  } finally {
    rmSync(data, { recursive: true, force: true });
    rmSync(feedback, { recursive: true, force: true });
  }
}

/**
 * A file the sandboxed checker wrote, read by the judge's own user: never through a link it may
 * have planted (O_NOFOLLOW), never blocking on a FIFO (O_NONBLOCK), only a regular file's first
 * 64 KB. Missing or anything else: empty.
 */
function readRegularFile(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return '';
  }
  try {
    if (!fstatSync(fd).isFile()) return '';
    const buffer = Buffer.alloc(messageBytes);
    const length = readSync(fd, buffer, 0, messageBytes, 0);
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
