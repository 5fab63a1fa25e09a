import { availableParallelism } from 'node:os';
import {
  type CustomChecker,
  type JudgeJob,
  type JudgeResult,
  JudgeStatus,
  type JudgeStatusId,
  type JudgeTest,
  type JudgeTestResult,
  judgeStatus,
} from '@grindstone/contract';
import { checkerFailurePrefix } from './checkers/custom/checker-verdict';
import { inlineIncludes } from './checkers/custom/inline-includes';
import { type CompiledChecker, runChecker } from './checkers/custom/run-checker';
import { runInteractiveTest } from './checkers/custom/run-interactive';
import { createCompileCache } from './compile-cache';
import { asJudgeError, JudgeError } from './errors';
import { createLanguages, type Language, type LanguageStatus } from './languages';
import { type JudgeLogger, jsonLinesLogger } from './logger';
import { builtInJudge, type OutputJudge, runTest } from './run-test';
import {
  createSandbox,
  type Sandbox,
  type SandboxInfo,
  type SandboxModeRequest,
  type SandboxSession,
} from './sandbox';

/**
 * Everything the judge is configured with. The judge never reads the environment itself: the
 * entry points (the server's config, `npm run worker`, `npm run judge`) validate the JUDGE_*
 * variables and hand the values in, and creating a judge is the first time it looks at the host.
 */
export type JudgeOptions = {
  /** Concurrent sandboxed processes (compiles + test runs). Default: CPU count. */
  slots?: number;
  /**
   * Precompiled header, helpers and artefacts (JUDGE_CACHE_DIR). Default:
   * $TMPDIR/grindstone-judge-<uid>. Refused (throws) unless only this uid can write it.
   */
  cacheDir?: string;
  /** First host uid of this judge's slots, one per slot (JUDGE_UID_BASE). Default: a claimed block. */
  uidBase?: number;
  /** JUDGE_SANDBOX: 'auto' (default), 'reduced' forces the no-cgroup mode, 'none' runs unsandboxed. */
  sandboxMode?: SandboxModeRequest;
  /** The JDK's javac (JUDGE_JAVAC); its java sits beside it. Default /usr/bin/javac. */
  javacPath?: string;
  /** Where the judge's warnings and errors go. Default: JSON lines on stderr. */
  logger?: JudgeLogger;
  /** Where to look for bwrap (tests use it to simulate a host without bubblewrap). */
  bwrapCandidates?: string[];
  /** Only for emulated, very slow hosts (sandbox/time-scale.ts); default 1. */
  timeScale?: number;
  /** Compiled programs this judge remembers (and keeps on disk). Default 256. */
  compiledPrograms?: number;
};

export type Judge = {
  /**
   * Compiles once (cached) and runs every test in parallel up to the slots. The job was
   * validated where it entered (`parseJudgeJob`). Resolves with a verdict only; when the judge
   * itself fails it throws `JudgeError` ('judge-failed' with the operator's detail).
   */
  judge(job: JudgeJob): Promise<JudgeResult>;
  availableLanguages(): LanguageStatus[];
  sandbox: SandboxInfo;
  slots: number;
  /** Releases host resources held between jobs (spare cgroups). */
  close(): Promise<void>;
};

export function createJudge(options: JudgeOptions = {}): Judge {
  const slots = options.slots ?? availableParallelism();
  const logger = options.logger ?? jsonLinesLogger('judge');
  const sandbox = createSandbox({
    cacheDir: options.cacheDir,
    slots,
    uidBase: options.uidBase,
    mode: options.sandboxMode,
    bwrapCandidates: options.bwrapCandidates,
    timeScale: options.timeScale,
    logger,
  });
  const registry = createLanguages({ javacPath: options.javacPath });
  const languages = registry.byId;
  const languageStatuses = () => registry.statuses();
  const compiler = createCompileCache(sandbox, {
    maxEntries: options.compiledPrograms,
    logger,
  });
  if (sandbox.info.mode !== 'unavailable') {
    setImmediate(() =>
      compiler.warmUp(
        languageStatuses()
          .filter((status) => status.available)
          .map((status) => languages[status.id]),
      ),
    );
  }

  return {
    sandbox: sandbox.info,
    slots,
    availableLanguages: languageStatuses,
    close: () => sandbox.close(),
    async judge(job) {
      if (sandbox.info.mode === 'unavailable') {
        throw new JudgeError('sandbox-unavailable', sandbox.info.summary);
      }
      const status = languageStatuses().find((entry) => entry.id === job.language);
      if (!status?.available) {
        const hint = status && !status.available ? `${status.reason}; ${status.install}` : '';
        throw new JudgeError('language-unavailable', `${job.language} is unavailable: ${hint}`);
      }
      const language = languages[job.language];
      const judgedBy =
        (judgeOutput: OutputJudge): TestRunner =>
        (session, artefactDir, test) =>
          runTest(session, language, artefactDir, job, test, judgeOutput);
      try {
        if (job.checker.type !== 'custom') {
          return await judgeProgram(job, language, judgedBy(builtInJudge(job.checker)));
        }
        const { interactive } = job.checker;
        return await withCustomChecker(job.checker, job.background, (checker, checkerRuns) =>
          judgeProgram(
            job,
            language,
            interactive
              ? (session, artefactDir, test) =>
                  runInteractiveTest(sandbox, session, language, artefactDir, job, test, checker)
              : judgedBy((test, output) => runChecker(sandbox, checkerRuns, checker, test, output)),
          ),
        );
      } catch (error) {
        // Compiling or running failed for a reason of the judge's own (the sandbox could not
        // start a test, the artefact vanished, the problem's checker broke): no verdict exists
        // for the job, so it fails whole, even if only one test could not be run.
        throw asJudgeError(error);
      }
    },
  };

  function judgeProgram(job: JudgeJob, language: Language, runOne: TestRunner) {
    // A check-only compile (JavaScript) is deferred until a run looks like a syntax error,
    // unless its outcome is remembered already (then a known Compilation Error is instant).
    const checkLater =
      language.mayBeSyntaxError !== undefined && !compiler.remembers(language, job.code);
    return compiler.withArtefact(
      language,
      job.code,
      async (compiled) => {
        if (!compiled.ok) return finish({ ok: false, output: compiled.output }, []);
        // Every run ends before the job does, even when one fails: the artefact stays held
        // (and the job is not retried) while any of them may still mount it.
        // The job's runs share a resident sandbox per slot (sandbox/resident.ts).
        const session = sandbox.openSession(job.tests.length, { background: job.background });
        const runs = await Promise.allSettled(
          job.tests.map((test) => runOne(session, compiled.artefactDir, test)),
        ).finally(() => session.close());
        const failed = runs.find((run) => run.status === 'rejected');
        if (failed) throw failed.reason;
        const tests = runs.map((run) => (run as PromiseFulfilledResult<JudgeTestResult>).value);
        if (checkLater && tests.some((test) => looksLikeSyntaxError(language, test))) {
          const checked = await compiler.compile(language, job.code);
          if (!checked.ok) return finish({ ok: false, output: checked.output }, []);
        }
        return finish({ ok: true, output: compiled.output }, tests);
      },
      checkLater ? 'source' : 'compiled',
    );
  }

  /**
   * Compiles the problem's checker (C++, cached like any program) and hands `use` the judge of
   * outputs that runs it; the checker's artefact is held until `use` settles. A checker that
   * does not compile is the problem's fault, never the learner's: a judge failure.
   */
  async function withCustomChecker<T>(
    config: CustomChecker,
    background: boolean | undefined,
    use: (checker: CompiledChecker, checkerRuns: SandboxSession) => Promise<T>,
  ): Promise<T> {
    if (config.interactive && config.protocol !== 'kattis') {
      throw new JudgeError(
        'judge-failed',
        `${checkerFailurePrefix} is interactive: it must use the Kattis protocol`,
      );
    }
    const cpp = languages.cpp;
    if (!languageStatuses().find((entry) => entry.id === 'cpp')?.available) {
      throw new JudgeError('language-unavailable', `${checkerFailurePrefix} needs C++ (g++)`);
    }
    return compiler.withArtefact(cpp, inlineIncludes(config.source, config.files), (compiled) => {
      if (!compiled.ok) {
        const detail = `${checkerFailurePrefix} does not compile:\n${compiled.output}`;
        throw new JudgeError('judge-failed', detail);
      }
      const checker = { config, artefactDir: compiled.artefactDir, language: cpp };
      return use(checker, sandbox.openSession(1, { background }));
    });
  }
}

export type { Sandbox };

/** Runs one test of a job against its compiled program, and judges it. */
type TestRunner = (
  session: SandboxSession,
  artefactDir: string,
  test: JudgeTest,
) => Promise<JudgeTestResult>;

const looksLikeSyntaxError = (language: Language, test: JudgeTestResult) =>
  test.status_id !== JudgeStatus.accepted && (language.mayBeSyntaxError?.(test) ?? false);

function finish(compile: JudgeResult['compile'], tests: JudgeTestResult[]): JudgeResult {
  const statusId: JudgeStatusId = !compile.ok
    ? JudgeStatus.compilationError
    : (tests.find((test) => test.status_id !== JudgeStatus.accepted)?.status_id ??
      JudgeStatus.accepted);
  return { compile, tests, status_id: statusId, status: judgeStatus(statusId), error: null };
}
